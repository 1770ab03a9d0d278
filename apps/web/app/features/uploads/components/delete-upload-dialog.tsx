import { ConfirmDeleteDialog } from '~/components/ui/confirm-delete-dialog';
import { ApiError } from '~/lib/api';
import { useT } from '~/lib/i18n-context';
import { toast } from '~/lib/toast';
import { type Upload, useDeleteUpload } from '../uploads-queries';

interface DeleteUploadDialogProps {
  upload: Upload;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Asks before deleting an upload: the file leaves the library and the storage for good. */
export function DeleteUploadDialog({ upload, open, onOpenChange }: DeleteUploadDialogProps) {
  const { t } = useT();
  const deletion = useDeleteUpload();
  const remove = async () => {
    try {
      await deletion.mutateAsync(upload.id);
      toast({ title: t('uploads:delete.done'), description: upload.filename });
      return true;
    } catch (error) {
      toast({
        title: t('uploads:delete.failed'),
        description: error instanceof ApiError ? error.message : undefined,
        variant: 'destructive',
      });
      return false;
    }
  };
  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('uploads:delete.title', { filename: upload.filename })}
      titleClassName="break-all"
      description={t('uploads:delete.description')}
      cancelLabel={t('uploads:delete.cancel')}
      confirmLabel={t('uploads:delete.confirm')}
      busyLabel={t('uploads:delete.deleting')}
      onConfirm={remove}
      testId="delete-upload-dialog"
    />
  );
}
