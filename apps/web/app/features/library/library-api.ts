import type { CreativeMode, LibraryRatio } from '@brandloom/shared/generation';
import type { Creative } from '~/features/create';
import { apiFetch } from '~/lib/api';

export type LibraryTab = 'all' | 'favorites' | 'recent';

export interface LibraryFilters {
  tab: LibraryTab;
  archived: boolean;
  brandId: string | null;
  search: string;
  mode: CreativeMode | null;
  ratio: LibraryRatio | null;
}

export interface LibraryPage {
  creatives: Creative[];
  nextCursor: string | null;
}

export function fetchLibraryPage(filters: LibraryFilters, cursor: string | null, signal?: AbortSignal) {
  const query = new URLSearchParams({ tab: filters.tab, archived: String(filters.archived), limit: '40' });
  if (filters.brandId) query.set('brandId', filters.brandId);
  if (filters.search) query.set('search', filters.search);
  if (filters.mode) query.set('mode', filters.mode);
  if (filters.ratio) query.set('ratio', filters.ratio);
  if (cursor) query.set('cursor', cursor);
  return apiFetch<LibraryPage>(`/api/creatives?${query}`, { signal });
}

export type CreativeChanges = { favorite?: boolean; archived?: boolean; publishedToExplore?: boolean };

export function updateCreative(id: string, changes: CreativeChanges) {
  return apiFetch<Creative>(`/api/creatives/${encodeURIComponent(id)}`, { method: 'PATCH', json: changes });
}

export function deleteCreative(id: string) {
  return apiFetch<void>(`/api/creatives/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
