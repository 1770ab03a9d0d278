import { ConfirmDeleteDialog } from '~/components/ui/confirm-delete-dialog';
import { useT } from '~/lib/i18n-context';

/** Asks before a creative is deleted for good; `onConfirm` answers whether it is gone. */
export function DeleteCreativeDialog({
  open,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => Promise<boolean>;
}) {
  const { t } = useT();
  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('library:deleteTitle')}
      description={t('library:deleteBody')}
      cancelLabel={t('library:cancel')}
      confirmLabel={t('library:delete')}
      onConfirm={onConfirm}
      testId="delete-creative-dialog"
    />
  );
}
