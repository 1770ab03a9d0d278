import type { Template } from '@brandloom/shared/templates';
import { Sparkles } from 'lucide-react';
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
import { upgradePath } from '~/features/brands/components/save-error';
import { templatesPlanName } from './template-card';

/** Spec §6: a premium template on a plan without it; the way on is the upgrade. */
export function TemplateUpgradeDialog({
  template,
  onClose,
}: {
  /** The locked template the user tried to use; null keeps the dialog closed. */
  template: Template | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AlertDialog open={template !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent data-testid="template-upgrade">
        <div className="grid size-10 place-items-center rounded-xl bg-primary/15 text-primary">
          <Sparkles aria-hidden className="size-5" />
        </div>
        <AlertDialogTitle>{t('templates:upgrade.title', { plan: templatesPlanName })}</AlertDialogTitle>
        <AlertDialogDescription>
          {t('templates:upgrade.description', { title: template?.title ?? '', plan: templatesPlanName })}
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('templates:upgrade.cancel')}</AlertDialogCancel>
          <Link to={upgradePath} className={buttonVariants()} onClick={onClose}>
            {t('templates:upgrade.action')}
          </Link>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
