import { use } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from '~/components/icons';
import { useT } from '~/lib/i18n-context';
import { pricingHref } from '~/lib/language';
import { PlanComparison } from './plan-comparison';
import { loadPricingStrings } from './pricing-strings';

/**
 * The landing page's plan comparison: the pricing page's table, drawn by the prerender. The home
 * page keeps it as prerendered markup (PrerenderedMarkup), so this module and the pricing strings
 * load only when the home page is rendered client-side.
 */
export default function HomePlans() {
  const { t, language } = useT();
  use(loadPricingStrings(language));
  return (
    <div className="mx-auto max-w-6xl px-4 py-24 sm:px-6">
      <div className="mx-auto mb-12 max-w-2xl text-center">
        <h2 className="text-balance font-semibold text-3xl tracking-tight sm:text-4xl">
          {t('pricing:comparison.title')}
        </h2>
        <p className="mt-4 text-pretty text-lg text-muted-foreground">{t('pricing:comparison.subtitle')}</p>
      </div>
      <PlanComparison />
      <p className="mt-8 text-center">
        <Link
          to={pricingHref(language)}
          className="inline-flex items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('pricing:comparison.seeAll')}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </p>
    </div>
  );
}
