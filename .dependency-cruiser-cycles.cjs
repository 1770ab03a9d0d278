// Features depend on each other one way (decision 0038): no cycle between feature folders. A run of its
// own because dependency-cruiser checks folder cycles over the whole graph it reads, and here it reads
// only the features' own code (not their tests), so a path through lib/, db/ or testing/ is no cycle.
const { options } = require('./.dependency-cruiser.cjs');

module.exports = {
  forbidden: [
    {
      name: 'no-feature-cycles',
      severity: 'error',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    ...options,
    includeOnly: '^apps/(server/src|web/app)/features/',
    exclude: { path: [...options.exclude.path, '\\.test\\.tsx?$'] },
  },
};
