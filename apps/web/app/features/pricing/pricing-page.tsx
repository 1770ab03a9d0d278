import { type Currency, currencies, defaultFlexCredits } from '@brandloom/shared/billing';
import type { Plan } from '@brandloom/shared/plans';
import { flexStepIndex } from '@brandloom/shared/pricing';
import { appReturnPath, offerFromParams } from '@brandloom/shared/upgrades';
import { useEffect, useState } from 'react';
import { useT } from '~/lib/i18n-context';
import { CreditPacks } from './credit-packs';
import { PlanCards } from './plan-cards';
import { PlanComparison } from './plan-comparison';
import { PricingFaq } from './pricing-faq';

/**
 * The public pricing page: plans with Flex's volume picker, the comparison, credit packs and the
 * FAQ. An upgrade prompt in the app links here with `?plan=&credits=&return=`: that plan is drawn
 * as recommended and checkout brings the user back to `return` (read after hydration: the
 * prerendered page has no query string).
 */
export function PricingPage() {
  const { t } = useT();
  const [currency, setCurrency] = useState<Currency>('eur');
  const [flexIndex, setFlexIndex] = useState(() => flexStepIndex(defaultFlexCredits));
  const [recommended, setRecommended] = useState<Plan>();
  const [returnTo, setReturnTo] = useState<string>();

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const offer = offerFromParams(params);
    if (offer) {
      setRecommended(offer.plan);
      if (offer.plan === 'flex') setFlexIndex(flexStepIndex(offer.creditAmount));
    }
    setReturnTo(appReturnPath(params.get('return')));
    const asked = params.get('currency');
    if (asked === 'usd' || asked === 'eur') setCurrency(asked);
  }, []);

  return (
    <>
      <section className="relative isolate overflow-hidden">
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-[radial-gradient(56rem_28rem_at_50%_-10rem,color-mix(in_oklch,var(--primary)_20%,transparent),transparent_70%)]"
        />
        <div className="mx-auto max-w-6xl px-4 pt-14 pb-10 text-center sm:px-6 sm:pt-20">
          <p className="font-semibold text-primary text-sm uppercase tracking-[0.14em]">
            {t('pricing:hero.eyebrow')}
          </p>
          <h1 className="mx-auto mt-4 max-w-3xl text-balance font-semibold text-4xl leading-[1.08] tracking-[-0.03em] sm:text-5xl">
            {t('pricing:hero.title')}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-pretty text-lg text-muted-foreground">
            {t('pricing:hero.subtitle')}
          </p>
          <CurrencySwitch currency={currency} onChange={setCurrency} label={t('pricing:currency.label')} />
        </div>
      </section>
      <section aria-label={t('pricing:hero.eyebrow')} className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
        <PlanCards
          currency={currency}
          flexIndex={flexIndex}
          onFlexIndex={setFlexIndex}
          recommended={recommended}
          returnTo={returnTo}
        />
      </section>
      <PricingSection
        id="compare"
        title={t('pricing:comparison.title')}
        subtitle={t('pricing:comparison.subtitle')}
      >
        <PlanComparison currency={currency} highlight={recommended} />
      </PricingSection>
      <PricingSection id="packs" title={t('pricing:packs.title')} subtitle={t('pricing:packs.subtitle')}>
        <CreditPacks currency={currency} returnTo={returnTo} />
      </PricingSection>
      <PricingSection id="faq" title={t('pricing:faq.title')}>
        <div className="mx-auto max-w-3xl">
          <PricingFaq />
        </div>
      </PricingSection>
    </>
  );
}

function PricingSection({
  id,
  title,
  subtitle,
  children,
}: {
  id: string;
  title: string;
  subtitle?: string;
  children: React.ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20 border-border/60 border-t">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <div className="mx-auto mb-10 max-w-2xl text-center">
          <h2 id={`${id}-title`} className="text-balance font-semibold text-3xl tracking-tight">
            {title}
          </h2>
          {subtitle && <p className="mt-3 text-pretty text-muted-foreground">{subtitle}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}

/** EUR by default, USD on request: a two-button toggle whose pressed state screen readers announce. */
function CurrencySwitch({
  currency,
  onChange,
  label,
}: {
  currency: Currency;
  onChange: (currency: Currency) => void;
  label: string;
}) {
  return (
    <fieldset className="mt-8 inline-flex rounded-full border border-border bg-background/80 p-1 shadow-xs backdrop-blur">
      <legend className="sr-only">{label}</legend>
      {currencies.map((code) => (
        <button
          key={code}
          type="button"
          aria-pressed={currency === code}
          data-testid={`currency-${code}`}
          onClick={() => onChange(code)}
          className="h-8 rounded-full px-4 font-medium text-muted-foreground text-sm outline-none transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring aria-pressed:bg-foreground aria-pressed:text-background"
        >
          {code === 'eur' ? 'EUR €' : 'USD $'}
        </button>
      ))}
    </fieldset>
  );
}
