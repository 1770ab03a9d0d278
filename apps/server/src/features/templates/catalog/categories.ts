import { fixtureCategoryCatalogs } from '../../../testing/template-catalog-fixture.ts';
import type { CategoryCatalog } from './catalog-types.ts';

/** Every category's written content, in the order of `templateCategories`. */
export const categoryCatalogs: readonly CategoryCatalog[] = fixtureCategoryCatalogs;
