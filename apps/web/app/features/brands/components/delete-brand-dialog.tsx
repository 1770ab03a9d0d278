import { useState } from 'react';
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
import { useT } from '~/lib/i18n-context';
import { deleteBrand } from '../api/brands-api';

/** Asks before deleting a brand; `onDeleted` runs after the server removed it. */
export function DeleteBrandDialog({
  brand,
  onOpenChange,
  onDeleted,
}: {
  brand: { id: string; name: string } | null;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const { t } = useT();
  const [deleting, setDeleting] = useState(false);
  const confirm = async () => {
    if (!brand) return;
    setDeleting(true);
    try {
      await deleteBrand(brand.id);
      toast({ title: t('brands:delete.deleted', { name: brand.name }) });
      onOpenChange(false);
      onDeleted();
    } catch (error) {
      toast({
        title: t('brands:delete.failed'),
        description: error instanceof ApiError ? error.message : undefined,
        variant: 'destructive',
      });
    } finally {
      setDeleting(false);
    }
  };
  return (
    <AlertDialog open={brand !== null} onOpenChange={onOpenChange}>
      <AlertDialogContent data-testid="delete-brand-dialog">
        <AlertDialogTitle>{t('brands:delete.title', { name: brand?.name ?? '' })}</AlertDialogTitle>
        <AlertDialogDescription>{t('brands:delete.body')}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('brands:delete.cancel')}</AlertDialogCancel>
          <Button variant="destructive" disabled={deleting} onClick={confirm}>
            {deleting ? t('brands:delete.deleting') : t('brands:delete.confirm')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
