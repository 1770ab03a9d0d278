import {
  type Currency,
  compareOffers,
  defaultFlexCredits,
  flexVolumes,
  monthlyPrice,
  type PaidPlan,
  type PlanOffer,
  paidPlans,
} from '@brandloom/shared/billing';
import { monthlyCredits } from '@brandloom/shared/credits';
import { planNames } from '@brandloom/shared/plans';
import { flexQuote, flexStepIndex, formatPrice } from '@brandloom/shared/pricing';
import { Loader2 } from 'lucide-react';
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
import { FlexVolumePicker } from '~/features/pricing';
import { formatDate } from '~/lib/format-date';
import { useT } from '~/lib/i18n-context';
import { toast } from '~/lib/toast';
import { type Subscription, useCheckout, useSubscriptionChange, useUpgrade } from '../billing-queries';

export type ChangeMode = 'upgrade' | 'plan' | 'volume';

/**
 * Upgrade, change plan or change the Flex volume (spec §4): an upgrade is charged and takes effect
 * at once (or goes through checkout when a card is needed), a downgrade is scheduled for the
 * period end; without a subscription the choice goes to checkout.
 */
export function ChangePlanDialog({
  mode,
  subscription,
  initial,
  returnPath,
  onClose,
}: {
  mode: ChangeMode;
  subscription: Subscription | null;
  /** The offer to start from (an upgrade prompt's choice), else the current one or Plus. */
  initial?: PlanOffer;
  returnPath?: string;
  onClose: (changed: boolean) => void;
}) {
  const { t, language } = useT();
  const current: PlanOffer | undefined = subscription
    ? { plan: subscription.plan, creditAmount: subscription.monthlyCredits }
    : undefined;
  const start = initial ?? (mode === 'volume' ? current : undefined) ?? { plan: 'plus', creditAmount: 200 };
  const [plan, setPlan] = useState<PaidPlan>(mode === 'volume' ? 'flex' : start.plan);
  const [flexIndex, setFlexIndex] = useState(() =>
    flexStepIndex(start.plan === 'flex' ? start.creditAmount : defaultFlexCredits),
  );
  const currency: Currency = subscription?.currency ?? 'eur';
  const quote = flexQuote(flexIndex, currency);
  const offer: PlanOffer =
    plan === 'flex' ? { plan, creditAmount: quote.credits } : { plan, creditAmount: monthlyCredits.plus };
  const direction = current ? compareOffers(current, offer) : 'new';
  const price = formatPrice(monthlyPrice(offer, currency), currency, language);
  const number = new Intl.NumberFormat(language);

  const upgrade = useUpgrade();
  const change = useSubscriptionChange();
  const checkout = useCheckout();
  const busy = upgrade.isPending || change.isPending || checkout.isPending;

  const confirm = () => {
    if (direction === 'new') {
      checkout.mutate({ offer, currency, returnPath });
    } else if (direction === 'upgrade') {
      upgrade.mutate(
        { offer, currency, returnPath },
        {
          onSuccess: (result) => {
            if (result !== 'changed') return;
            toast({
              title: t('subscription:change.upgraded', { credits: number.format(offer.creditAmount) }),
            });
            onClose(true);
          },
        },
      );
    } else if (direction === 'downgrade' && subscription) {
      change.mutate(
        { type: 'schedule-change', offer },
        {
          onSuccess: () => {
            toast({
              title: t('subscription:change.scheduledDone', {
                date: formatDate(subscription.currentPeriodEnd, language),
              }),
            });
            onClose(true);
          },
        },
      );
    }
  };

  const title =
    mode === 'volume'
      ? t('subscription:change.volumeTitle')
      : mode === 'upgrade'
        ? t('subscription:change.upgradeTitle')
        : t('subscription:change.changeTitle');
  const note =
    direction === 'new'
      ? t('subscription:change.newNote', { price })
      : direction === 'upgrade'
        ? t('subscription:change.upgradeNote', { price, credits: number.format(offer.creditAmount) })
        : direction === 'downgrade' && subscription
          ? t('subscription:change.downgradeNote', {
              date: formatDate(subscription.currentPeriodEnd, language),
            })
          : t('subscription:change.current');
  const confirmLabel =
    direction === 'new'
      ? t('subscription:change.confirmCheckout')
      : direction === 'downgrade'
        ? t('subscription:change.confirmDowngrade')
        : t('subscription:change.confirmUpgrade');

  return (
    <AlertDialog open onOpenChange={(open) => !open && !busy && onClose(false)}>
      <AlertDialogContent data-testid="change-plan-dialog" className="max-w-lg">
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{t('subscription:change.description')}</AlertDialogDescription>
        {mode !== 'volume' && (
          <fieldset className="grid grid-cols-2 gap-3">
            <legend className="sr-only">{t('subscription:plan')}</legend>
            {paidPlans.map((choice) => {
              const amount =
                choice === 'plus'
                  ? monthlyPrice({ plan: 'plus', creditAmount: monthlyCredits.plus }, currency)
                  : flexVolumes[0].price[currency];
              return (
                <label
                  key={choice}
                  className="relative flex cursor-pointer flex-col rounded-xl border border-border p-3 text-sm transition-colors hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
                >
                  <input
                    type="radio"
                    name="plan"
                    value={choice}
                    checked={plan === choice}
                    onChange={() => setPlan(choice)}
                    className="sr-only"
                    data-testid={`change-plan-${choice}`}
                  />
                  <span className="font-semibold">{planNames[choice]}</span>
                  <span className="text-muted-foreground text-xs tabular-nums">
                    {choice === 'plus'
                      ? t('subscription:priceValue', { price: formatPrice(amount, currency, language) })
                      : t('pricing:comparison.values.fromPrice', {
                          price: formatPrice(amount, currency, language),
                        })}
                  </span>
                  {current?.plan === choice && (
                    <span className="mt-1 font-medium text-primary text-xs">
                      {t('subscription:change.current')}
                    </span>
                  )}
                </label>
              );
            })}
          </fieldset>
        )}
        {plan === 'flex' && (
          <FlexVolumePicker
            index={flexIndex}
            onIndex={setFlexIndex}
            label={t('subscription:change.volume')}
            valueText={t('pricing:flex.value', { credits: number.format(quote.credits) })}
            perHundred={t('pricing:flex.perHundred', {
              price: formatPrice(quote.pricePerHundred, currency, language),
            })}
            saving={t('pricing:flex.save', { percent: quote.savingVsPlus })}
            steps={flexVolumes.map((step) => number.format(step.credits))}
          />
        )}
        <div className="rounded-xl bg-muted/60 p-3 text-sm" data-testid="change-plan-note">
          <p className="font-semibold tabular-nums">
            {t('subscription:offer', {
              plan: planNames[offer.plan],
              credits: number.format(offer.creditAmount),
            })}
            {' · '}
            {t('subscription:priceValue', { price })}
          </p>
          <p className="mt-1 text-muted-foreground">{note}</p>
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{t('subscription:change.close')}</AlertDialogCancel>
          <Button onClick={confirm} disabled={busy || direction === 'same'} data-testid="change-plan-confirm">
            {busy && <Loader2 aria-hidden className="size-4 animate-spin" />}
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
