import type { CustomStyle } from '@brandloom/shared/styles';
import { useCallback } from 'react';
import { useLoaded } from '~/lib/use-loaded';
import { fetchStyles } from '../api/styles-api';

/** GET /api/styles; after a save or delete the page puts the answer in place (`saved`, `removed`). */
export function useStyles() {
  const { state, retry, update } = useLoaded(fetchStyles);
  const saved = useCallback(
    (style: CustomStyle) =>
      update((list) => ({
        ...list,
        custom: list.custom.some((item) => item.id === style.id)
          ? list.custom.map((item) => (item.id === style.id ? style : item))
          : [style, ...list.custom],
      })),
    [update],
  );
  const removed = useCallback(
    (id: string) => update((list) => ({ ...list, custom: list.custom.filter((item) => item.id !== id) })),
    [update],
  );
  return { state, retry, saved, removed };
}
