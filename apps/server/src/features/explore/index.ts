export { checkPublishable } from './check-publishable.ts';
export { exploreCreativePageHead, isExploreCreativePath } from './explore-page-head.ts';
export { publishedColumns } from './published-columns.ts';
