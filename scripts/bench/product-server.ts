import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startUntilHealthy } from './healthy-process.ts';

/** The compiled server, as `npm run serve` runs it. */
export const productServerArgs = ['apps/server/dist/main.js'];

/** How the bench runs the product: production mode, quiet logs, links pointing at the bench's port. */
export function productServerEnv(port: number, dataDir: string): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // Links in e-mails (the bench signs in through one) point where the browser is.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // As behind the production recipe's proxy: the bench's users sign up from addresses of their
    // own (signedInCookie), each under the spec's 5 sign-ups a minute, not all from 127.0.0.1.
    TRUSTED_PROXIES: '127.0.0.1',
  };
}

/**
 * Starts the built product with its embedded defaults on a throwaway data folder, on BENCH_PORT
 * (default 3108) so benchmarks of several checkouts on one machine need not share a port.
 */
export async function startProductServer(
  port = Number(process.env.BENCH_PORT ?? 3108),
  /** More settings, e.g. DATABASE_URL for a part that measures on Postgres. */
  env: Record<string, string> = {},
): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'brandloom-bench-'));
  const server = await startUntilHealthy(productServerArgs, {
    port,
    env: { ...productServerEnv(port, dataDir), ...env },
    deadlineMs: 60_000,
  });
  return {
    baseUrl: server.baseUrl,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
