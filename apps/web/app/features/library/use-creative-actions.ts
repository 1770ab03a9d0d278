import type { CreativeListItem } from '~/features/create';
import { useT } from '~/lib/i18n-context';
import { toast } from '~/lib/toast';
import { type CreativeChanges, useChangeCreative, useDeleteCreative } from './library-queries';

/**
 * Favourite, archive, publish (shown at once, put back if the server refuses) and delete one
 * creative, with the toasts saying how it went. A list's item is enough (cards have no publish).
 */
export function useCreativeActions(creative: Pick<CreativeListItem, 'id' | 'favorite' | 'archived'>) {
  const { t } = useT();
  const change = useChangeCreative();
  const deletion = useDeleteCreative();
  const changeTo = (changes: CreativeChanges, failure: string) =>
    change
      .mutateAsync({ id: creative.id, changes })
      .catch(() => toast({ title: failure, variant: 'destructive' }));

  return {
    toggleFavorite: () => changeTo({ favorite: !creative.favorite }, t('library:favoriteFailed')),
    toggleArchived: () => changeTo({ archived: !creative.archived }, t('library:archiveFailed')),
    publish: (publishedToExplore: boolean) =>
      changeTo({ publishedToExplore }, t('creatives:details.publishFailed')),
    /** Answers whether the creative is gone. */
    remove: async (): Promise<boolean> => {
      try {
        await deletion.mutateAsync(creative.id);
        toast({ title: t('library:deleted') });
        return true;
      } catch {
        toast({ title: t('library:deleteFailed'), variant: 'destructive' });
        return false;
      }
    },
  };
}
