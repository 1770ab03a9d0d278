import type { Template } from '@brandloom/shared/templates';
import { useT } from '~/lib/i18n-context';
import { toast } from '~/lib/toast';
import { useDeleteTemplate, useFavoriteTemplate, useFeatureTemplate } from './templates-queries';

/**
 * Favourite (shown at once, put back if the server refuses), and the admin's featured and delete,
 * with toasts saying how it went; the cached lists change with them.
 */
export function useTemplateActions() {
  const { t } = useT();
  const favorite = useFavoriteTemplate();
  const feature = useFeatureTemplate();
  const deletion = useDeleteTemplate();
  return {
    toggleFavorite: (template: Template) =>
      favorite
        .mutateAsync({ id: template.id, favorite: !template.favorite })
        .catch(() => toast({ title: t('templates:favoriteFailed'), variant: 'destructive' })),
    toggleFeatured: async (template: Template) => {
      try {
        const changed = await feature.mutateAsync({ id: template.id, featured: !template.featured });
        toast({ title: changed.featured ? t('templates:admin.featured') : t('templates:admin.unfeatured') });
      } catch {
        toast({ title: t('templates:admin.featureFailed'), variant: 'destructive' });
      }
    },
    /** Answers whether the template is gone (the confirm dialog closes then). */
    remove: async (template: Template): Promise<boolean> => {
      try {
        await deletion.mutateAsync(template.id);
        toast({ title: t('templates:admin.deleted') });
        return true;
      } catch {
        toast({ title: t('templates:admin.deleteFailed'), variant: 'destructive' });
        return false;
      }
    },
  };
}
