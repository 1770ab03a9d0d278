import { createRequire } from 'node:module';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
// A relative path: the config is bundled on its own, and packages (the workspace's too) stay external.
import { compileRouteRules } from '../../packages/shared/src/route-rules.ts';
import { parseRouteRules } from '../../packages/shared/src/route-rules-schema.ts';
import { catalogGroup } from './app/lib/i18n/catalog-groups.ts';
import { routeRules } from './route-rules.ts';

const require = createRequire(import.meta.url);

// The client and server builds each load this file; the environment keeps one id for both.
process.env.BRANDLOOM_BUILD_ID ??= `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
process.env.BRANDLOOM_BUILT_AT ??= new Date().toISOString();
const buildId = process.env.BRANDLOOM_BUILD_ID;
const builtAt = process.env.BRANDLOOM_BUILT_AT;

/**
 * Writes builds/latest.json next to the client assets (open tabs poll it to notice a new deploy)
 * and builds/meta/{buildId}.json with the route rules of route-rules.ts (spec §2, §7; 0051).
 */
function latestBuildManifest(): Plugin {
  return {
    name: 'brandloom:latest-build',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: `${JSON.stringify({ buildId, builtAt })}\n`,
      });
      const rules = parseRouteRules(routeRules);
      const meta = {
        id: buildId,
        timestamp: Date.parse(builtAt),
        routeRules: rules,
        redirects: compileRouteRules(rules),
      };
      this.emitFile({
        type: 'asset',
        fileName: `builds/meta/${buildId}.json`,
        source: `${JSON.stringify(meta)}\n`,
      });
    },
  };
}

/**
 * Vite wraps every dynamic import in its preload helper (~0.7 KB gzipped on every page), which
 * preloads the imported chunk's dependencies and CSS. With `modulePreload: false` and one
 * stylesheet for the whole app there is nothing to preload, so the helper just calls the import.
 * Should a lazily loaded chunk ever bring CSS of its own, the build stops here instead of
 * silently dropping it.
 */
function plainDynamicImports(): Plugin {
  const helperId = '\0vite/preload-helper.js';
  return {
    name: 'brandloom:plain-dynamic-imports',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    load(id) {
      if (id === helperId) return 'export const __vitePreload = (load) => load();';
    },
    writeBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.code.includes('__vite__mapDeps')) {
          this.error(`${chunk.fileName} preloads dependencies: plainDynamicImports() would drop them`);
        }
      }
    },
  };
}

/**
 * React Router's package exports point at its development build in every mode (their issue #14102),
 * which keeps dev-only warnings and checks in the browser bundle. Its production build ships alongside,
 * self-contained: the client build reads that one. The prerender keeps the default entry points.
 */
function reactRouterProductionBuild(): Plugin {
  const productionBuild = path.join(
    path.dirname(require.resolve('react-router/package.json')),
    'dist/production',
  );
  const production: Record<string, string> = {
    'react-router': path.join(productionBuild, 'index.mjs'),
    'react-router/dom': path.join(productionBuild, 'dom-export.mjs'),
  };
  return {
    name: 'brandloom:react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: (source) => production[source] ?? null,
  };
}

const sitePattern = /\/apps\/web\/app\/(lib|components|features\/(color-mode|i18n\/components|marketing))\//;
// Every module a group's test matches lands in its chunk, used by the page or not. So: UI kit
// pieces other than button styles (Radix-based, for the app and the lazily loaded dialogs), app-only
// layout parts, form pieces and upgrade dialogs, hooks and the clipboard helper, the session, API,
// query-cache and toast helpers, the auth client and the app's i18next (app and sign-in pages),
// each language's catalog (its own chunk) and the home page's product mock (loaded only when the
// page is rendered client-side, see PrerenderedMarkup), its landing sections (its route chunk:
// only the home page draws them) and its showcase with the FAQ helper (loaded only for client
// renders, like the mock), the footer (prerendered markup too), the language menu's list (loaded
// when the menu is first pointed at) and the icons only those lazy parts draw stay out of "site".
const notSitePattern =
  /components\/ui\/(?!button-variants)|components\/(form|upgrade)\/|components\/layout\/(load-failed|auth-card|chunk-error-dialog|chunk-error-prompt|site-footer|language-menu-list)|lib\/(cn|protected-routes|redirect-path|copy-text|query-client|query-keys|query-provider|query-creatives|toast|use-schema-form)\.tsx?|lib\/(api|auth|catalogs|i18n)\/|marketing\/(components\/(creative-mock|landing-sections|landing-story|landing-showcase|illustration-icons|activate-on-interaction)\.tsx|landing-faq\.ts)/;

// React DOM's small entry (portals, flushSync), shared by the router and the app, the check for the
// account-deleted toast, read by the marketing layout, and the root route's code, which every page
// runs (its route chunk then only re-exports it): parts of "site", not chunks of their own.
const siteExtraPattern =
  /node_modules\/react-dom\/(index\.js|cjs\/react-dom\.production\.js)$|features\/settings\/account-deleted\.ts$|app\/root\.tsx$/;

// The app's shared UI kit, icons and helpers, used by two or more routes, in one chunk: a dozen tiny
// chunks each gzipped apart cost more, and every route's import list in the route manifest, which
// every page (the home page too) downloads, named each of them.
const appKitPattern = /node_modules\/(lucide-react|@radix-ui)\/|apps\/web\/app\/(lib|components)\//;
// Not the layout's: the sign-in pages' card, and the list pages' search field and filter select
// (uploads, creatives, templates, formats, admin, explore). Out of the kit, so the shell that
// every /app page loads does not carry them (0060).
const notAppShellPattern = /components\/(layout\/auth-card|ui\/search-field|ui\/filter-select)\.tsx$/;
// Radix's menu stack (~14 KB gzipped with its positioning) serves a few pages' menus, none of the
// layout's: shared between those pages only, not loaded by every page with the kit.
const menuStackPattern =
  /node_modules\/@radix-ui\/(react-(dropdown-menu|menu|popper|roving-focus|arrow|use-size|use-rect)|rect)\/|components\/ui\/action-menu/;

// The form kit (react-hook-form, its zod resolver, useSchemaForm and the form fields) serves the
// sign-in pages and the app's forms, not the app's layout: a chunk of its own, so the app shell
// and pages without a form do not load it.
const formKitPattern =
  /node_modules\/(react-hook-form|@hookform\/resolvers)\/|lib\/use-schema-form\.ts$|components\/form\//;

// better-auth's client (~10 KB gzipped, with what it brings) serves the sign-in pages, settings and
// two-factor, not the app's layout (which reads the session with a plain fetch): its own chunk.
const authClientPattern = /lib\/auth\/auth-client\.ts$/;

// Radix's layered UI (dialogs and toasts: focus trap, scroll lock, layers, ~10 KB gzipped) serves
// parts that load when first opened (the phone drawer, delete and upgrade dialogs, the toast list)
// and a few pages' own dialogs: shared between those, not loaded by every page with the kit. Any
// kit module importing `radix-ui` would bring all of it back in (a group takes its members'
// dependencies), hence the components here too.
const overlayKitPattern =
  /node_modules\/(@radix-ui\/react-(dialog|alert-dialog|toast|collection|focus-scope|focus-guards|dismissable-layer|portal)|radix-ui|react-remove-scroll|react-remove-scroll-bar|aria-hidden|use-sidecar|react-style-singleton|use-callback-ref)\/|components\/ui\/(alert-dialog|confirm-delete-alert|sheet|picker-dialog|toast|toast-list)\.tsx$|components\/upgrade\/upgrade-alert\.tsx$|chunk-error-dialog\.tsx$/;

const catalogPattern = /i18n\/locales\/(\w+)\/(?:common|marketing)\.ts$|lib\/catalogs\/(\w+)\.ts$/;
function catalogName(id: string): string | null {
  const match = catalogPattern.exec(id);
  return match ? `strings-${match[1] ?? match[2]}` : null;
}
// The pricing page's strings, apart from every page's: only it (and the home page drawn client-side) loads them.
const pricingCatalogPattern = /i18n\/locales\/(\w+)\/pricing\.ts$/;
function pricingCatalogName(id: string): string | null {
  const match = pricingCatalogPattern.exec(id);
  return match ? `pricing-strings-${match[1]}` : null;
}
// The other namespaces of a language, which the /app and /auth areas load (lib/i18n/app-catalogs.ts),
// in two chunks: what the sign-in pages need and the studio's rest, e.g. "account-strings-de".
const appCatalogPattern = /i18n\/locales\/(\w+)\/[\w-]+\.ts$/;
function appCatalogName(id: string): string | null {
  const match = appCatalogPattern.exec(id);
  return match ? `${catalogGroup(id)}-strings-${match[1]}` : null;
}

const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    reactRouterProductionBuild(),
    latestBuildManifest(),
    plainDynamicImports(),
  ],
  resolve: {
    tsconfigPaths: true,
    alias: {
      'use-sync-external-store/shim': path.resolve(
        import.meta.dirname,
        'app/lib/use-sync-external-store-shim.ts',
      ),
    },
  },
  define: {
    __BUILD_ID__: JSON.stringify(buildId),
    __BUILT_AT__: JSON.stringify(builtAt),
  },
  build: {
    // React Router preloads route chunks itself; Vite's helper for our few dynamic imports
    // (language catalogs, dialogs) would cost ~1 KB on every public page (see plainDynamicImports).
    modulePreload: false,
    rolldownOptions: {
      output: {
        // One chunk for the public site's shared code instead of a dozen tiny ones (each gzipped apart).
        codeSplitting: {
          groups: [
            {
              name: 'site',
              test: (id: string) =>
                (sitePattern.test(id) && !notSitePattern.test(id)) || siteExtraPattern.test(id),
            },
            // A language's public strings (common + marketing) in one chunk, e.g. "strings-de".
            { name: (id: string) => catalogName(id), test: catalogPattern },
            { name: (id: string) => pricingCatalogName(id), test: pricingCatalogPattern },
            // The rest of a language's namespaces, one chunk per group, e.g. "studio-strings-de".
            { name: (id: string) => appCatalogName(id), test: appCatalogPattern },
            {
              name: 'app-kit',
              test: (id: string) =>
                appKitPattern.test(id) &&
                !notAppShellPattern.test(id) &&
                !menuStackPattern.test(id) &&
                !formKitPattern.test(id) &&
                !authClientPattern.test(id) &&
                !overlayKitPattern.test(id),
              minShareCount: 2,
            },
            { name: 'overlay-kit', test: overlayKitPattern, minShareCount: 2 },
            { name: 'form-kit', test: formKitPattern, minShareCount: 2 },
            { name: 'auth-client', test: authClientPattern },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': api, '/storage': api, '/builds': api },
  },
});
