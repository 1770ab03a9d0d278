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
import { deleteUpload, type Upload } from '../api/uploads-api';

interface DeleteUploadDialogProps {
  upload: Upload;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: (id: string) => void;
}

/** Asks before deleting an upload: the file leaves the library and the storage for good. */
export function DeleteUploadDialog({ upload, open, onOpenChange, onDeleted }: DeleteUploadDialogProps) {
  const { t } = useT();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await deleteUpload(upload.id);
      toast({ title: t('uploads:delete.done'), description: upload.filename });
      onOpenChange(false);
      onDeleted(upload.id);
    } catch (error) {
      toast({
        title: t('uploads:delete.failed'),
        description: error instanceof ApiError ? error.message : undefined,
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialogContent data-testid="delete-upload-dialog">
        <AlertDialogTitle className="break-all">
          {t('uploads:delete.title', { filename: upload.filename })}
        </AlertDialogTitle>
        <AlertDialogDescription>{t('uploads:delete.description')}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{t('uploads:delete.cancel')}</AlertDialogCancel>
          <Button variant="destructive" disabled={busy} onClick={confirm}>
            {busy ? t('uploads:delete.deleting') : t('uploads:delete.confirm')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
