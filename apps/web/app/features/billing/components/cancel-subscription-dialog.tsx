import { monthlyCredits } from '@brandloom/shared/credits';
import { planNames } from '@brandloom/shared/plans';
import { Loader2 } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '~/components/ui/alert-dialog';
import { Button } from '~/components/ui/button';
import { formatDate } from '~/lib/format-date';
import { useT } from '~/lib/i18n-context';
import { toast } from '~/lib/toast';
import { type Subscription, useSubscriptionChange } from '../billing-queries';

/** Spec §4: cancelling keeps the plan to the period end, then falls to Free; asked before it is done. */
export function CancelSubscriptionDialog({
  subscription,
  onClose,
}: {
  subscription: Subscription;
  onClose: () => void;
}) {
  const { t, language } = useT();
  const change = useSubscriptionChange();
  const date = formatDate(subscription.currentPeriodEnd, language);
  const cancel = () =>
    change.mutate(
      { type: 'cancel' },
      {
        onSuccess: () => {
          toast({ title: t('subscription:cancelDialog.done', { date }) });
          onClose();
        },
      },
    );
  return (
    <AlertDialog open onOpenChange={(open) => !open && !change.isPending && onClose()}>
      <AlertDialogContent data-testid="cancel-subscription-dialog">
        <AlertDialogTitle>{t('subscription:cancelDialog.title')}</AlertDialogTitle>
        <AlertDialogDescription>
          {t('subscription:cancelDialog.body', {
            plan: planNames[subscription.plan],
            date,
            credits: monthlyCredits.free,
          })}
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={change.isPending}>
            {t('subscription:cancelDialog.back')}
          </AlertDialogCancel>
          <Button
            variant="destructive"
            onClick={cancel}
            disabled={change.isPending}
            data-testid="cancel-subscription-confirm"
          >
            {change.isPending && <Loader2 aria-hidden className="size-4 animate-spin" />}
            {t('subscription:cancelDialog.confirm')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
