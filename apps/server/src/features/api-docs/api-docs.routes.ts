import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Scalar } from '@scalar/hono-api-reference';
import { Hono } from 'hono';
import { contentSecurityPolicy, inlineScriptHashes } from '../../lib/content-security-policy.ts';

const require = createRequire(import.meta.url);
const scalarPackageDir = dirname(dirname(require.resolve('@scalar/api-reference')));
const scalarVersion: string = JSON.parse(
  readFileSync(join(scalarPackageDir, 'package.json'), 'utf8'),
).version;
// Served by us, not a CDN, so the reference works offline; the version in the URL makes it cacheable forever.
const bundlePath = `/api/docs/scalar-${scalarVersion}.js`;

// "Ask AI", "Generate MCP" and the developer toolbar use Scalar's hosted services: keep the page
// self-contained.
// (`mcp` is newer than the configuration type of @scalar/hono-api-reference, hence a variable.)
const selfContained = {
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: 'never' as const,
};

/** The API reference page (Scalar) for the OpenAPI document at `openApiPath`. */
export function apiDocsRoutes(openApiPath: string) {
  const page = Scalar({
    url: openApiPath,
    cdn: bundlePath,
    pageTitle: 'Brandloom API',
    withDefaultFonts: false, // they come from fonts.scalar.com
    telemetry: false,
    ...selfContained,
  });
  let bundle: Promise<Buffer> | undefined;
  let csp: { html: string; value: string } | undefined;

  // Plain Hono env: Scalar's handler is typed for it, and these routes need nothing from AppEnv.
  return new Hono()
    .get('/api/docs', async (c, next) => {
      const response = await page(c, next);
      if (!response) return c.notFound();
      const html = await response.clone().text();
      if (csp?.html !== html) csp = { html, value: contentSecurityPolicy(inlineScriptHashes(html)) };
      response.headers.set('Content-Security-Policy', csp.value);
      return response;
    })
    .get(bundlePath, async (c) => {
      bundle ??= readFile(join(scalarPackageDir, 'dist/browser/standalone.js'));
      return c.body(new Uint8Array(await bundle), 200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'public, max-age=31536000, immutable',
      });
    });
}
