import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit and integration tests of every package; the Playwright journeys in e2e/ run separately.
export default defineConfig({
  // The web app's `~/` imports, as its tsconfig and Vite resolve them.
  resolve: { alias: { '~': fileURLToPath(new URL('apps/web/app', import.meta.url)) } },
  test: {
    include: ['{apps,packages,scripts}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', 'e2e/**', 'apps/web/build/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
