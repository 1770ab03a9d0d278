import type { Template } from '@brandloom/shared/templates';
import { useTranslation } from 'react-i18next';
import { toast } from '~/features/toast/hooks/use-toast';
import { deleteTemplate, setTemplateFavorite, setTemplateFeatured } from './templates-api';

/**
 * Favourite (shown at once, put back if the server refuses), and the admin's featured and delete,
 * with toasts saying how it went. `replace` and `remove` change the list on screen.
 */
export function useTemplateActions({
  replace,
  remove,
}: {
  replace: (template: Template) => void;
  remove: (id: string) => void;
}) {
  const { t } = useTranslation();
  return {
    toggleFavorite: async (template: Template) => {
      const favorite = !template.favorite;
      replace({ ...template, favorite });
      try {
        await setTemplateFavorite(template.id, favorite);
      } catch {
        replace(template);
        toast({ title: t('templates:favoriteFailed'), variant: 'destructive' });
      }
    },
    toggleFeatured: async (template: Template) => {
      try {
        const changed = await setTemplateFeatured(template.id, !template.featured);
        replace(changed);
        toast({ title: changed.featured ? t('templates:admin.featured') : t('templates:admin.unfeatured') });
      } catch {
        toast({ title: t('templates:admin.featureFailed'), variant: 'destructive' });
      }
    },
    /** Answers whether the template is gone (the confirm dialog closes then). */
    remove: async (template: Template): Promise<boolean> => {
      try {
        await deleteTemplate(template.id);
        remove(template.id);
        toast({ title: t('templates:admin.deleted') });
        return true;
      } catch {
        toast({ title: t('templates:admin.deleteFailed'), variant: 'destructive' });
        return false;
      }
    },
  };
}
