/**
 * Serves the website-scan fixture sites for the end-to-end server, on FIXTURE_SITES_PORT
 * (default 4410). The e2e server reaches them with WEBSITE_SCAN_ALLOWED_HOSTS=127.0.0.1:<port>.
 */
import { startFixtureSites } from '../../apps/server/src/testing/fixture-sites.ts';

const sites = await startFixtureSites({ port: Number(process.env.FIXTURE_SITES_PORT ?? 4410) });
console.log(`fixture sites at ${sites.baseUrl}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sites.close().then(() => process.exit(0));
  });
}
