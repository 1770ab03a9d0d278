import { exploreSorts } from '@brandloom/shared/explore';
import { creativeModes, libraryRatios } from '@brandloom/shared/generation';
import { templateCategories } from '@brandloom/shared/templates';
import { oneOf } from '~/lib/one-of';
import type { ExploreFilters } from './explore-queries';

/** The feed's filters from the address (`?sort=&type=&ratio=&category=&q=`), so links keep them. */
export function exploreFiltersOf(params: URLSearchParams): ExploreFilters {
  return {
    sort: oneOf(exploreSorts, params.get('sort')) ?? 'new',
    mode: oneOf(creativeModes, params.get('type')),
    ratio: oneOf(libraryRatios, params.get('ratio')),
    category: oneOf(templateCategories, params.get('category')),
    search: params.get('q')?.trim() ?? '',
  };
}
