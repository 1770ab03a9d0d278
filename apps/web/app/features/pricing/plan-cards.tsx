import {
  type Currency,
  creativesFor,
  flexVolumes,
  type PlanOffer,
  plusMonthlyPrice,
} from '@brandloom/shared/billing';
import { monthlyCredits } from '@brandloom/shared/credits';
import { type Plan, planNames, plans } from '@brandloom/shared/plans';
import { flexQuote, formatPrice } from '@brandloom/shared/pricing';
import { checkoutHref } from '@brandloom/shared/upgrades';
import { useId } from 'react';
import { Link } from 'react-router';
import { Check } from '~/components/icons';
import { buttonVariants } from '~/components/ui/button-variants';
import { useT } from '~/lib/i18n-context';

interface PlanCardsProps {
  currency: Currency;
  /** The Flex picker's position (index into the volume steps). */
  flexIndex: number;
  onFlexIndex: (index: number) => void;
  /** The plan an upgrade prompt sent the visitor for, drawn as recommended. */
  recommended?: Plan;
  /** App page to come back to after checkout. */
  returnTo?: string;
}

/** Free, Plus and Flex side by side, with Flex's volume picker and the way to sign up or pay. */
export function PlanCards({ currency, flexIndex, onFlexIndex, recommended, returnTo }: PlanCardsProps) {
  const { t, language } = useT();
  const number = new Intl.NumberFormat(language);
  const price = (amount: number) => formatPrice(amount, currency, language);
  const flex = flexQuote(flexIndex, currency);
  const highlighted = recommended ?? 'plus';
  const card = {
    free: { amount: 0, credits: monthlyCredits.free },
    plus: { amount: plusMonthlyPrice[currency], credits: monthlyCredits.plus },
    flex: { amount: flex.price, credits: flex.credits },
  } satisfies Record<Plan, { amount: number; credits: number }>;
  const href = (plan: Plan) => {
    if (plan === 'free') return '/auth/signup';
    const offer: PlanOffer = { plan, creditAmount: card[plan].credits };
    return checkoutHref(offer, { currency, returnTo });
  };

  return (
    <ul className="grid gap-5 lg:grid-cols-3 lg:items-stretch">
      {plans.map((plan) => {
        const isHighlighted = plan === highlighted;
        return (
          <li
            key={plan}
            data-testid={`plan-card-${plan}`}
            className={`relative flex flex-col rounded-3xl border bg-card p-6 shadow-xs sm:p-7 ${
              isHighlighted
                ? 'border-primary/60 shadow-lg shadow-primary/10 ring-1 ring-primary/40'
                : 'border-border'
            }`}
          >
            {isHighlighted && (
              <span className="absolute -top-3 left-6 rounded-full bg-primary px-3 py-1 font-semibold text-primary-foreground text-xs shadow-sm">
                {recommended ? t('pricing:recommended') : t('pricing:popular')}
              </span>
            )}
            <h3 className="font-semibold text-lg tracking-tight">{planNames[plan]}</h3>
            <p className="mt-1 min-h-10 text-muted-foreground text-sm">
              {t(`pricing:plans.${plan}.tagline`)}
            </p>
            <p className="mt-5 flex items-baseline gap-2">
              <span
                className="font-semibold text-4xl tabular-nums tracking-tight"
                data-testid={`plan-price-${plan}`}
              >
                {price(card[plan].amount)}
              </span>
              <span className="text-muted-foreground text-sm">{t('pricing:perMonth')}</span>
            </p>
            <p className="mt-2 font-medium text-sm tabular-nums">
              {t('pricing:creditsPerMonth', { credits: number.format(card[plan].credits) })}
            </p>
            <p className="text-muted-foreground text-sm tabular-nums">
              {t('pricing:creativesPerMonth', { creatives: number.format(creativesFor(card[plan].credits)) })}
            </p>
            {plan === 'flex' && (
              <FlexVolumePicker
                index={flexIndex}
                onIndex={onFlexIndex}
                label={t('pricing:flex.label')}
                valueText={t('pricing:flex.value', { credits: number.format(flex.credits) })}
                perHundred={t('pricing:flex.perHundred', { price: price(flex.pricePerHundred) })}
                saving={t('pricing:flex.save', { percent: flex.savingVsPlus })}
                steps={flexVolumes.map((step) => number.format(step.credits))}
              />
            )}
            <ul className="mt-6 flex-1 space-y-2.5 text-sm">
              {(['one', 'two', 'three'] as const).map((point) => (
                <li key={point} className="flex items-start gap-2.5">
                  <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                  {t(`pricing:plans.${plan}.points.${point}`)}
                </li>
              ))}
            </ul>
            <Link
              to={href(plan)}
              data-testid={`plan-cta-${plan}`}
              className={`${buttonVariants({ variant: isHighlighted ? 'default' : 'outline', size: 'lg' })} mt-7 w-full`}
            >
              {t(`pricing:plans.${plan}.cta`)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** Flex's monthly credits: a range over the volume steps, read out as credits (not as a step number). */
export function FlexVolumePicker({
  index,
  onIndex,
  label,
  valueText,
  perHundred,
  saving,
  steps,
}: {
  index: number;
  onIndex: (index: number) => void;
  label: string;
  valueText: string;
  perHundred: string;
  saving: string;
  steps: string[];
}) {
  const id = useId();
  return (
    <div className="mt-5 rounded-2xl border border-border bg-muted/40 p-4">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="font-medium text-sm">
          {label}
        </label>
        <output htmlFor={id} className="font-semibold text-sm tabular-nums" data-testid="flex-volume-value">
          {valueText}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={0}
        max={steps.length - 1}
        step={1}
        value={index}
        aria-valuetext={valueText}
        onChange={(event) => onIndex(Number(event.target.value))}
        data-testid="flex-volume"
        className="mt-3 h-2 w-full cursor-pointer accent-[var(--primary)]"
      />
      <div aria-hidden className="mt-1 flex justify-between text-[10px] text-muted-foreground tabular-nums">
        <span>{steps[0]}</span>
        <span>{steps[steps.length - 1]}</span>
      </div>
      <p className="mt-2 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs">
        <span className="text-muted-foreground tabular-nums">{perHundred}</span>
        <span className="rounded-full bg-emerald-500/12 px-2 py-0.5 font-medium text-emerald-700 dark:text-emerald-400">
          {saving}
        </span>
      </p>
    </div>
  );
}
