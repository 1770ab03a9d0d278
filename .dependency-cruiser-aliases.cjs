// The web app's `~/` alias (apps/web/tsconfig.json paths) for dependency-cruiser: its tsconfig reader
// resolves `paths` from the working directory, and the lint runs from the repository's root.
module.exports = { resolve: { alias: { '~': `${__dirname}/apps/web/app` } } };
