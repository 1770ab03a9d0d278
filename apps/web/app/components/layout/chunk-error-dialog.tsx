import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '~/components/ui/alert-dialog';
import { closeChunkErrorPrompt } from '~/lib/chunk-errors';
import { useT } from '~/lib/i18n-context';

export default function ChunkErrorDialog() {
  const { t } = useT();
  return (
    <AlertDialog defaultOpen onOpenChange={(open) => open || closeChunkErrorPrompt()}>
      <AlertDialogContent>
        <AlertDialogTitle>{t('chunkError.title')}</AlertDialogTitle>
        <AlertDialogDescription>{t('chunkError.message')}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('chunkError.cancel')}</AlertDialogCancel>
          <AlertDialogAction onClick={() => window.location.reload()}>
            {t('chunkError.refresh')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
