import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '~/components/ui/alert-dialog';
import { buttonVariants } from '~/components/ui/button-variants';

/** Spec §8: not enough credits; the way out is a bigger plan or the next refill. */
export function OutOfCreditsDialog({
  message,
  onClose,
}: {
  /** The server's (translated) out-of-credits message; null keeps the dialog closed. */
  message: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AlertDialog open={message !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent data-testid="out-of-credits">
        <div className="grid size-10 place-items-center rounded-xl bg-amber-500/15 text-amber-600 dark:text-amber-400">
          <Coins aria-hidden className="size-5" />
        </div>
        <AlertDialogTitle>{t('create:outOfCredits.title')}</AlertDialogTitle>
        <AlertDialogDescription>{message}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('create:outOfCredits.close')}</AlertDialogCancel>
          <Link to="/app/settings?section=credits" className={buttonVariants()} onClick={onClose}>
            {t('create:outOfCredits.upgrade')}
          </Link>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
