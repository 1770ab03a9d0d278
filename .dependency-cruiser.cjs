// Import directions of both apps (decision 0038); .dependency-cruiser-cycles.cjs adds the one-way rule
// between features. `npm run lint` runs both; a wrong-way import fails CI.
const test = '\\.test\\.tsx?$';

/** A feature's internals are its own: others reach it only through its public `index.ts`. */
const featurePrivacy = (name, root) => ({
  name,
  comment: `A feature imports another feature only through its public index.ts (${root}features/<x>/index.ts).`,
  severity: 'error',
  from: { path: `^${root}features/([^/]+)/`, pathNot: test },
  to: { path: `^${root}features/`, pathNot: [`^${root}features/$1/`, `^${root}features/[^/]+/index\\.ts$`] },
});

module.exports = {
  forbidden: [
    featurePrivacy('server-feature-private', 'apps/server/src/'),
    featurePrivacy('web-feature-private', 'apps/web/app/'),
    {
      name: 'server-lib-no-features',
      comment:
        'lib/ is below the features; a type-only import (the Auth type of the guards) is the one exception.',
      severity: 'error',
      from: { path: '^apps/server/src/lib/', pathNot: test },
      to: { path: '^apps/server/src/features/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-adapters-no-features',
      comment: 'Adapters implement capabilities; they know no feature.',
      severity: 'error',
      from: { path: '^apps/server/src/adapters/' },
      to: { path: '^apps/server/src/features/' },
    },
    {
      name: 'server-brand-layer-on-first-use',
      comment:
        "The brand layer's drawing code loads with its first use (0073): server code outside it imports its light index.ts, which alone imports brand-layer.ts, with import(); tests may import it directly.",
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: [test, '^apps/server/src/brand-layer/'] },
      to: { path: '^apps/server/src/brand-layer/', pathNot: '^apps/server/src/brand-layer/index\\.ts$' },
    },
    {
      name: 'server-brand-layer-entry-light',
      comment: "The brand layer's index.ts reaches brand-layer.ts only through import() (0073).",
      severity: 'error',
      from: { path: '^apps/server/src/brand-layer/index\\.ts$' },
      to: { path: '^apps/server/src/brand-layer/brand-layer\\.ts$', dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'web-shared-no-features',
      comment: 'components/ and lib/ are shared code below the features and routes.',
      severity: 'error',
      from: { path: '^apps/web/app/(components|lib)/', pathNot: test },
      to: { path: '^apps/web/app/(features|routes)/' },
    },
    {
      name: 'web-features-no-routes',
      comment: 'Routes compose features; features never import a route.',
      severity: 'error',
      from: { path: '^apps/web/app/features/' },
      to: { path: '^apps/web/app/routes/' },
    },
    {
      name: 'shared-package-alone',
      comment: 'packages/shared is used by both apps and imports neither.',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: ['node_modules', '^apps/web/(build|\\.react-router)/', '^apps/web/app/lib/api/schema\\.ts$'],
    },
    tsPreCompilationDeps: true,
    webpackConfig: { fileName: `${__dirname}/.dependency-cruiser-aliases.cjs` },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
