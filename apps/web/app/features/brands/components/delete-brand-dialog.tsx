import { ConfirmDeleteDialog } from '~/components/ui/confirm-delete-dialog';
import { ApiError } from '~/lib/api';
import { useT } from '~/lib/i18n-context';
import { toast } from '~/lib/toast';
import { useDeleteBrand } from '../brands-queries';

/** Asks before deleting a brand; `onDeleted` runs after the server removed it (lists update themselves). */
export function DeleteBrandDialog({
  brand,
  onOpenChange,
  onDeleted,
}: {
  brand: { id: string; name: string } | null;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}) {
  const { t } = useT();
  const deleteBrand = useDeleteBrand();
  const remove = async () => {
    if (!brand) return false;
    try {
      await deleteBrand.mutateAsync(brand.id);
      toast({ title: t('brands:delete.deleted', { name: brand.name }) });
      onDeleted?.();
      return true;
    } catch (error) {
      toast({
        title: t('brands:delete.failed'),
        description: error instanceof ApiError ? error.message : undefined,
        variant: 'destructive',
      });
      return false;
    }
  };
  return (
    <ConfirmDeleteDialog
      open={brand !== null}
      onOpenChange={onOpenChange}
      title={t('brands:delete.title', { name: brand?.name ?? '' })}
      description={t('brands:delete.body')}
      cancelLabel={t('brands:delete.cancel')}
      confirmLabel={t('brands:delete.confirm')}
      busyLabel={t('brands:delete.deleting')}
      onConfirm={remove}
      testId="delete-brand-dialog"
    />
  );
}
