import { useTranslation } from 'react-i18next';
import type { Creative } from '~/features/create';
import { toast } from '~/lib/toast';
import { type CreativeChanges, deleteCreative, updateCreative } from './library-api';

/** Favourite, archive, publish and delete one creative, with the toasts saying how it went. */
export function useCreativeActions(
  creative: Creative,
  { onChanged, onDeleted }: { onChanged: (creative: Creative) => void; onDeleted: (id: string) => void },
) {
  const { t } = useTranslation();
  const change = async (changes: CreativeChanges, failure: string) => {
    try {
      onChanged(await updateCreative(creative.id, changes));
    } catch {
      toast({ title: failure, variant: 'destructive' });
    }
  };

  return {
    toggleFavorite: () => change({ favorite: !creative.favorite }, t('library:favoriteFailed')),
    toggleArchived: () => change({ archived: !creative.archived }, t('library:archiveFailed')),
    togglePublished: () =>
      change({ publishedToExplore: !creative.publishedToExplore }, t('creatives:details.publishFailed')),
    /** Answers whether the creative is gone. */
    remove: async (): Promise<boolean> => {
      try {
        await deleteCreative(creative.id);
        onDeleted(creative.id);
        toast({ title: t('library:deleted') });
        return true;
      } catch {
        toast({ title: t('library:deleteFailed'), variant: 'destructive' });
        return false;
      }
    },
  };
}
