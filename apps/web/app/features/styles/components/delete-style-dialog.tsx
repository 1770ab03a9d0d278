import type { CustomStyle } from '@brandloom/shared/styles';
import { ConfirmDeleteDialog } from '~/components/ui/confirm-delete-dialog';
import { ApiError } from '~/lib/api';
import { useT } from '~/lib/i18n-context';
import { toast } from '~/lib/toast';
import { useDeleteStyle } from '../styles-queries';

/** Asks before deleting one of the user's styles; `style` null keeps it closed. */
export function DeleteStyleDialog({ style, onClose }: { style: CustomStyle | null; onClose: () => void }) {
  const { t } = useT();
  const deleteStyle = useDeleteStyle();
  const remove = async () => {
    if (!style) return false;
    try {
      await deleteStyle.mutateAsync(style.id);
      toast({ title: t('styles:deleted') });
      return true;
    } catch (error) {
      toast({
        title: t('styles:deleteFailed'),
        description: error instanceof ApiError ? error.message : undefined,
        variant: 'destructive',
      });
      return false;
    }
  };
  return (
    <ConfirmDeleteDialog
      open={style !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('styles:deleteDialog.title', { name: style?.name ?? '' })}
      description={t('styles:deleteDialog.description')}
      cancelLabel={t('styles:deleteDialog.cancel')}
      confirmLabel={t('styles:deleteDialog.confirm')}
      onConfirm={remove}
      testId="delete-style-dialog"
    />
  );
}
