import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Schemas } from './api';
import { queryKeys } from './query-keys';

type Creative = Schemas['Creative'];
type CreativeListItem = Schemas['CreativeListItem'];
type CreativePage = { creatives: CreativeListItem[] };
type CreativeList = InfiniteData<CreativePage> | CreativePage;
/** What a change may set: fields the details and the lists' items both carry (0074). */
export type CreativeEdit = Partial<
  Pick<Creative, 'favorite' | 'archived' | 'publishedToExplore' | 'updatedDate'>
>;
/** What a list of creatives was asked for (the last part of its key): the library's tab and archive view. */
type ListFilters = { tab?: string; archived?: boolean };

/**
 * Whether a creative belongs in a list after a change: archived ones only in the archive view (lists
 * that do not say show the unarchived), unfavourited ones leave the favourites.
 */
function fitsList(creative: Pick<CreativeListItem, 'archived' | 'favorite'>, filters: ListFilters): boolean {
  return (
    creative.archived === (filters.archived ?? false) && (filters.tab !== 'favorites' || creative.favorite)
  );
}

/** Changes every list of creatives held, paged or not, each told its own filters. */
function editLists(
  client: QueryClient,
  change: (creatives: CreativeListItem[], filters: ListFilters) => CreativeListItem[],
) {
  for (const [queryKey, data] of client.getQueriesData<CreativeList>({
    queryKey: queryKeys.creatives.lists,
  })) {
    if (!data) continue;
    const filters = (queryKey[2] ?? {}) as ListFilters;
    const edit = (page: CreativePage): CreativePage => ({
      ...page,
      creatives: change(page.creatives, filters),
    });
    const edited: CreativeList = 'pages' in data ? { ...data, pages: data.pages.map(edit) } : edit(data);
    client.setQueryData(queryKey, edited);
  }
}

/**
 * Shows a change to one creative everywhere it is held: its details, and every list, which it
 * leaves when it no longer fits (archived, unfavourited).
 */
export function editCreative(client: QueryClient, id: string, edit: CreativeEdit): void {
  client.setQueryData<Creative>(
    queryKeys.creatives.detail(id),
    (creative) => creative && { ...creative, ...edit },
  );
  editLists(client, (creatives, filters) =>
    creatives.flatMap((creative) => {
      if (creative.id !== id) return [creative];
      const changed = { ...creative, ...edit };
      return fitsList(changed, filters) ? [changed] : [];
    }),
  );
}

/** Drops a deleted creative from every list held, so it leaves before the lists are read again. */
export function removeCreative(client: QueryClient, id: string): void {
  editLists(client, (creatives) => creatives.filter((creative) => creative.id !== id));
}
