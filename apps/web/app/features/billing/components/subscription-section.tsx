import { flexCreditSteps, type PlanOffer } from '@brandloom/shared/billing';
import { monthlyCredits } from '@brandloom/shared/credits';
import { planNames } from '@brandloom/shared/plans';
import { formatPrice } from '@brandloom/shared/pricing';
import { appReturnPath, offerFromParams } from '@brandloom/shared/upgrades';
import { CalendarClock, CircleAlert, CreditCard, Loader2, RotateCcw, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '~/components/ui/button';
import { formatDate } from '~/lib/format-date';
import { useT } from '~/lib/i18n-context';
import { toast } from '~/lib/toast';
import {
  type BillingView,
  type Subscription,
  usePortal,
  useSubscription,
  useSubscriptionChange,
} from '../billing-queries';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { type ChangeMode, ChangePlanDialog } from './change-plan-dialog';
import { CreditPacksDialog } from './credit-packs-dialog';

const settingsPath = '/app/settings?section=subscription';

type OpenDialog =
  | { kind: 'change'; mode: ChangeMode; initial?: PlanOffer; returnPath?: string }
  | { kind: 'cancel' }
  | { kind: 'packs' }
  | null;

/**
 * Settings → Subscription (spec §3 "Subscription", §4): the plan and its price, the period, the
 * monthly and additional balances, a scheduled downgrade or a pending cancellation with the way
 * back, and every change. An upgrade prompt's choice (`?plan=&credits=&return=`) opens the change
 * dialog with it picked.
 */
export function SubscriptionSection() {
  const { t } = useT();
  const query = useSubscription();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<OpenDialog>(() => {
    const initial = offerFromParams(params);
    return initial
      ? { kind: 'change', mode: 'upgrade', initial, returnPath: appReturnPath(params.get('return')) }
      : null;
  });
  const closeDialog = (changed = false) => {
    const back = dialog?.kind === 'change' ? dialog.returnPath : undefined;
    setDialog(null);
    if (changed && back) navigate(back);
    else if (params.has('plan')) setParams({ section: 'subscription' }, { replace: true });
  };

  return (
    <section
      aria-label={t('subscription:title')}
      data-testid="subscription-section"
      className="rounded-2xl border border-border bg-card p-5 shadow-xs sm:p-6"
    >
      <h2 className="font-semibold text-base">{t('subscription:title')}</h2>
      <p className="mt-1 text-muted-foreground text-sm">{t('subscription:description')}</p>
      <div className="mt-5">
        {query.isPending && (
          <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
            <Loader2 aria-hidden className="size-4 animate-spin" />
            {t('subscription:loading')}
          </p>
        )}
        {query.isError && !query.data && (
          <p role="alert" className="flex flex-wrap items-center gap-3 text-destructive text-sm">
            <CircleAlert aria-hidden className="size-4" />
            {t('billing:messages.loadFailed')}
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              {t('settings:retry')}
            </Button>
          </p>
        )}
        {query.data && <SubscriptionDetails view={query.data} onOpen={setDialog} />}
      </div>
      {dialog?.kind === 'change' && query.data && (
        <ChangePlanDialog
          mode={dialog.mode}
          subscription={query.data.subscription}
          initial={dialog.initial}
          returnPath={dialog.returnPath ?? settingsPath}
          onClose={closeDialog}
        />
      )}
      {dialog?.kind === 'cancel' && query.data?.subscription && (
        <CancelSubscriptionDialog subscription={query.data.subscription} onClose={() => closeDialog()} />
      )}
      {dialog?.kind === 'packs' && (
        <CreditPacksDialog
          currency={query.data?.subscription?.currency ?? 'eur'}
          returnPath={settingsPath}
          onClose={() => closeDialog()}
        />
      )}
      {query.isRefetchError && (
        // Spec §8: the older data stays on screen, with the message that it could not be refreshed.
        <p role="status" className="mt-4 text-destructive text-sm">
          {t('billing:messages.refreshFailed')}
        </p>
      )}
    </section>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-xl border border-border bg-muted/40 p-4">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="mt-1 font-semibold text-base tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function SubscriptionDetails({ view, onOpen }: { view: BillingView; onOpen: (dialog: OpenDialog) => void }) {
  const { t, language } = useT();
  const { subscription, credits } = view;
  const number = (value: number) => new Intl.NumberFormat(language).format(value);
  const date = (iso: string) => formatDate(iso, language);
  const portal = usePortal();

  const plan = subscription?.plan ?? 'free';
  const figures = [
    { key: 'monthlyCredits', value: number(credits.monthlyAllowance) },
    { key: 'monthlyBalance', value: number(credits.monthlyBalance) },
    { key: 'additionalBalance', value: number(credits.additionalCredits) },
    { key: 'nextRefill', value: date(credits.nextRefill) },
  ];

  return (
    <div className="flex flex-col gap-5">
      <PlanSummary subscription={subscription} />
      {subscription?.scheduledChange && <ScheduledChange subscription={subscription} />}
      {subscription?.cancelsOn && <PendingCancellation subscription={subscription} />}
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map((figure) => (
          <Figure
            key={figure.key}
            label={t(`subscription:${figure.key}`)}
            value={figure.value}
            testId={`subscription-${figure.key}`}
          />
        ))}
      </dl>
      {!subscription && (
        <p className="text-muted-foreground text-sm">
          {t('subscription:freeNote', { credits: number(monthlyCredits.free) })}
        </p>
      )}
      <SubscriptionActions
        subscription={subscription}
        plan={plan}
        onOpen={onOpen}
        onPortal={() => portal.mutate()}
        portalBusy={portal.isPending}
      />
    </div>
  );
}

function PlanSummary({ subscription }: { subscription: Subscription | null }) {
  const { t, language } = useT();
  const plan = subscription?.plan ?? 'free';
  return (
    <div className="relative overflow-hidden rounded-2xl border border-primary/25 bg-gradient-to-br from-primary/12 via-card to-card p-5">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="font-medium text-muted-foreground text-xs uppercase tracking-[0.12em]">
            {t('subscription:plan')}
          </p>
          <p className="mt-1 font-semibold text-2xl tracking-tight" data-testid="subscription-plan">
            {planNames[plan]}
            {subscription?.plan === 'flex' && (
              <span className="ml-2 font-medium text-base text-muted-foreground tabular-nums">
                {t('pricing:flex.value', {
                  credits: new Intl.NumberFormat(language).format(subscription.monthlyCredits),
                })}
              </span>
            )}
          </p>
        </div>
        <div className="text-right">
          <p className="font-medium text-muted-foreground text-xs uppercase tracking-[0.12em]">
            {t('subscription:price')}
          </p>
          <p
            className="mt-1 font-semibold text-2xl tabular-nums tracking-tight"
            data-testid="subscription-price"
          >
            {subscription
              ? formatPrice(subscription.monthlyPrice, subscription.currency, language)
              : t('subscription:freePrice')}
          </p>
        </div>
      </div>
      {subscription && (
        <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground text-sm">
          <span className="inline-flex items-center gap-1.5" data-testid="subscription-period-end">
            <CalendarClock aria-hidden className="size-4" />
            {subscription.cancelsOn
              ? t('subscription:periodEndsOn', { date: formatDate(subscription.currentPeriodEnd, language) })
              : t('subscription:renews', { date: formatDate(subscription.currentPeriodEnd, language) })}
          </span>
          {subscription.card && (
            <span className="inline-flex items-center gap-1.5">
              <CreditCard aria-hidden className="size-4" />
              {t('subscription:card', { last4: subscription.card.last4 })}
            </span>
          )}
        </p>
      )}
    </div>
  );
}

function ScheduledChange({ subscription }: { subscription: Subscription }) {
  const { t, language } = useT();
  const change = useSubscriptionChange();
  const scheduled = subscription.scheduledChange;
  if (!scheduled) return null;
  const number = new Intl.NumberFormat(language);
  const offer = (plan: keyof typeof planNames, credits: number) =>
    t('subscription:offer', { plan: planNames[plan], credits: number.format(credits) });
  return (
    <div
      role="status"
      data-testid="scheduled-change"
      className="flex flex-col gap-3 rounded-xl border border-amber-500/40 bg-amber-500/10 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <CalendarClock aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400" />
        <div>
          <p className="font-medium text-sm">{t('subscription:scheduled.title')}</p>
          <p className="text-muted-foreground text-sm">
            {t('subscription:scheduled.body', {
              from: offer(scheduled.fromPlan, scheduled.fromCredits),
              to: offer(scheduled.toPlan, scheduled.toCredits),
              date: formatDate(scheduled.date, language),
            })}
          </p>
        </div>
      </div>
      <Button
        variant="outline"
        size="sm"
        disabled={change.isPending}
        data-testid="cancel-scheduled-change"
        onClick={() =>
          change.mutate(
            { type: 'cancel-scheduled-change' },
            {
              onSuccess: () =>
                toast({
                  title: t('subscription:scheduled.cancelled', { plan: planNames[subscription.plan] }),
                }),
            },
          )
        }
      >
        {change.isPending && <Loader2 aria-hidden className="size-4 animate-spin" />}
        {t('subscription:scheduled.cancel')}
      </Button>
    </div>
  );
}

function PendingCancellation({ subscription }: { subscription: Subscription }) {
  const { t, language } = useT();
  const change = useSubscriptionChange();
  if (!subscription.cancelsOn) return null;
  const date = formatDate(subscription.cancelsOn, language);
  return (
    <div
      role="status"
      data-testid="pending-cancellation"
      className="flex flex-col gap-3 rounded-xl border border-destructive/40 bg-destructive/8 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
        <div>
          <p className="font-medium text-sm">{t('subscription:cancelling.title', { date })}</p>
          <p className="text-muted-foreground text-sm">
            {t('subscription:cancelling.body', { plan: planNames[subscription.plan] })}
          </p>
        </div>
      </div>
      <Button
        size="sm"
        disabled={change.isPending}
        data-testid="keep-subscription"
        onClick={() =>
          change.mutate(
            { type: 'reactivate' },
            {
              onSuccess: (view) =>
                toast({
                  title: t('subscription:cancelling.kept', {
                    plan: planNames[subscription.plan],
                    date: formatDate(
                      view.subscription?.currentPeriodEnd ?? subscription.currentPeriodEnd,
                      language,
                    ),
                  }),
                }),
            },
          )
        }
      >
        {change.isPending ? (
          <Loader2 aria-hidden className="size-4 animate-spin" />
        ) : (
          <RotateCcw aria-hidden className="size-4" />
        )}
        {t('subscription:cancelling.keep')}
      </Button>
    </div>
  );
}

function SubscriptionActions({
  subscription,
  plan,
  onOpen,
  onPortal,
  portalBusy,
}: {
  subscription: Subscription | null;
  plan: 'free' | 'plus' | 'flex';
  onOpen: (dialog: OpenDialog) => void;
  onPortal: () => void;
  portalBusy: boolean;
}) {
  const { t } = useT();
  // Spec §4: while a cancellation is pending, plan changes wait for "keep subscription".
  const paused = subscription?.cancelAtPeriodEnd ?? false;
  const topFlex =
    plan === 'flex' && subscription?.monthlyCredits === flexCreditSteps[flexCreditSteps.length - 1];
  return (
    <div className="border-border border-t pt-5">
      <div className="flex flex-wrap gap-2">
        {!topFlex && (
          <Button
            disabled={paused}
            onClick={() => onOpen({ kind: 'change', mode: 'upgrade' })}
            data-testid="subscription-upgrade"
          >
            <Sparkles aria-hidden className="size-4" />
            {t('subscription:actions.upgrade')}
          </Button>
        )}
        {plan === 'flex' && (
          <Button
            variant="outline"
            disabled={paused}
            onClick={() => onOpen({ kind: 'change', mode: 'volume' })}
            data-testid="subscription-change-volume"
          >
            {t('subscription:actions.changeVolume')}
          </Button>
        )}
        {subscription && (
          <Button
            variant="outline"
            disabled={paused}
            onClick={() => onOpen({ kind: 'change', mode: 'plan' })}
            data-testid="subscription-change-plan"
          >
            {t('subscription:actions.changePlan')}
          </Button>
        )}
        <Button
          variant="outline"
          onClick={() => onOpen({ kind: 'packs' })}
          data-testid="subscription-buy-credits"
        >
          {t('subscription:actions.buyCredits')}
        </Button>
        {subscription && (
          <Button
            variant="outline"
            onClick={onPortal}
            disabled={portalBusy}
            data-testid="subscription-portal"
          >
            {portalBusy ? (
              <Loader2 aria-hidden className="size-4 animate-spin" />
            ) : (
              <CreditCard aria-hidden className="size-4" />
            )}
            {t('subscription:actions.manageBilling')}
          </Button>
        )}
        {subscription && !paused && (
          <Button
            variant="ghost"
            className="text-destructive hover:bg-destructive/10 sm:ml-auto"
            onClick={() => onOpen({ kind: 'cancel' })}
            data-testid="subscription-cancel"
          >
            {t('subscription:actions.cancel')}
          </Button>
        )}
      </div>
      {paused && <p className="mt-3 text-muted-foreground text-sm">{t('subscription:actions.pausedHint')}</p>}
    </div>
  );
}
