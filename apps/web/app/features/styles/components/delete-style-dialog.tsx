import type { CustomStyle } from '@brandloom/shared/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '~/components/ui/alert-dialog';
import { Button } from '~/components/ui/button';
import { toast } from '~/features/toast/hooks/use-toast';
import { ApiError } from '~/lib/api';
import { deleteStyle } from '../api/styles-api';

/** Asks before deleting one of the user's styles; `style` null keeps it closed. */
export function DeleteStyleDialog({
  style,
  onClose,
  onDeleted,
}: {
  style: CustomStyle | null;
  onClose: () => void;
  onDeleted: (id: string) => void;
}) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState(false);
  const confirm = async () => {
    if (!style) return;
    setDeleting(true);
    try {
      await deleteStyle(style.id);
      onDeleted(style.id);
      toast({ title: t('styles:deleted') });
      onClose();
    } catch (error) {
      toast({
        title: t('styles:deleteFailed'),
        description: error instanceof ApiError ? error.message : undefined,
        variant: 'destructive',
      });
    } finally {
      setDeleting(false);
    }
  };
  return (
    <AlertDialog open={style !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent data-testid="delete-style-dialog">
        <AlertDialogTitle>{t('styles:deleteDialog.title', { name: style?.name ?? '' })}</AlertDialogTitle>
        <AlertDialogDescription>{t('styles:deleteDialog.description')}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleting}>{t('styles:deleteDialog.cancel')}</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={deleting}>
            {t('styles:deleteDialog.confirm')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
