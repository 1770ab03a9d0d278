import { type Currency, creativesFor, flexVolumes, plusMonthlyPrice } from '@brandloom/shared/billing';
import { maxFlexMonthlyCredits, monthlyCredits } from '@brandloom/shared/credits';
import { type Plan, planNames, planRules, plans } from '@brandloom/shared/plans';
import { formatPrice } from '@brandloom/shared/pricing';
import { Check } from '~/components/icons';
import { useT } from '~/lib/i18n-context';
import type { Translate } from '~/lib/translate';

type Cell = string | boolean;

interface ComparisonOptions {
  currency: Currency;
  /** The Flex volume picked on the page; without one, Flex shows its range. */
  flexCredits?: number;
  t: Translate;
  number: (value: number) => string;
  price: (amountMinor: number) => string;
}

/** The comparison's rows, from the plan rules, credits and prices the app itself enforces and charges. */
function comparisonRows({ currency, flexCredits, t, number, price }: ComparisonOptions) {
  const flexStep = flexVolumes.find((step) => step.credits === flexCredits);
  const firstFlex = flexVolumes[0];
  const monthly: Record<Plan, number> = {
    free: monthlyCredits.free,
    plus: monthlyCredits.plus,
    flex: flexStep?.credits ?? maxFlexMonthlyCredits,
  };
  // Without a picked volume Flex is a range: "from" its first price, "up to" its top volume.
  const flexRange = (plan: Plan) => plan === 'flex' && !flexStep;
  const value = (key: string, vars?: Record<string, string | number>) =>
    t(`pricing:comparison.values.${key}`, vars);
  const row = (key: string, cell: (plan: Plan) => Cell) => ({
    key,
    label: t(`pricing:comparison.rows.${key}`),
    cells: plans.map((plan) => cell(plan)),
  });
  return [
    row('price', (plan) =>
      plan === 'free'
        ? t('pricing:free')
        : plan === 'plus'
          ? price(plusMonthlyPrice[currency])
          : flexStep
            ? price(flexStep.price[currency])
            : value('fromPrice', { price: price(firstFlex.price[currency]) }),
    ),
    row('credits', (plan) =>
      flexRange(plan) ? value('upTo', { credits: number(monthly.flex) }) : number(monthly[plan]),
    ),
    row('creatives', (plan) =>
      flexRange(plan)
        ? value('upTo', { credits: number(creativesFor(monthly.flex)) })
        : value('about', { creatives: number(creativesFor(monthly[plan])) }),
    ),
    row('quality', (plan) =>
      planRules[plan].imageQualities
        .map((quality) => t(`pricing:comparison.qualities.${quality}`))
        .join(' · '),
    ),
    row('styles', (plan) => value(planRules[plan].customStyles ? 'customStyles' : 'presetStyles')),
    row('brands', (plan) => {
      const max = planRules[plan].maxBrands;
      return max === null
        ? value('unlimited')
        : max === 1
          ? value('oneBrand')
          : value('brands', { count: max });
    }),
    row('templates', (plan) => value(planRules[plan].allTemplates ? 'allTemplates' : 'someTemplates')),
    row('websiteImport', (plan) => planRules[plan].websiteImageImport),
    row('video', () => value('videoBeta')),
  ];
}

/**
 * The plan comparison (spec §2 "plan comparison"): one table, on the landing page and the pricing
 * page, built from the same rules, credits and prices the server enforces and charges.
 */
export function PlanComparison({
  currency = 'eur',
  flexCredits,
  highlight = 'plus',
}: {
  currency?: Currency;
  flexCredits?: number;
  /** The column drawn as the recommended one. */
  highlight?: Plan;
}) {
  const { t, language } = useT();
  const numberFormat = new Intl.NumberFormat(language);
  const rows = comparisonRows({
    currency,
    flexCredits,
    t,
    number: (value) => numberFormat.format(value),
    price: (amount) => formatPrice(amount, currency, language),
  });
  const column = (plan: Plan) => (plan === highlight ? 'bg-primary/[0.06] dark:bg-primary/10' : '');
  return (
    <div className="overflow-x-auto rounded-2xl border border-border bg-card shadow-xs">
      <table
        className="w-full border-collapse text-left text-xs [hyphens:auto] sm:text-sm"
        data-testid="plan-comparison"
      >
        <caption className="sr-only">{t('pricing:comparison.caption')}</caption>
        <thead>
          <tr className="border-border border-b">
            <th
              scope="col"
              className="w-[28%] px-2.5 py-4 font-medium text-muted-foreground sm:w-[34%] sm:px-5"
            >
              {t('pricing:comparison.feature')}
            </th>
            {plans.map((plan) => (
              <th
                key={plan}
                scope="col"
                className={`px-1.5 py-4 font-semibold text-sm tracking-tight sm:px-5 sm:text-base ${column(plan)}`}
              >
                {planNames[plan]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-border/70 border-b last:border-b-0">
              <th scope="row" className="px-2.5 py-3 align-top font-medium sm:px-5">
                {row.label}
              </th>
              {row.cells.map((cell, index) => {
                const plan = plans[index] as Plan;
                return (
                  <td key={plan} className={`px-1.5 py-3 align-top tabular-nums sm:px-5 ${column(plan)}`}>
                    {cell === true ? (
                      <>
                        <Check aria-hidden className="size-4 text-primary" />
                        <span className="sr-only">{t('pricing:comparison.values.included')}</span>
                      </>
                    ) : cell === false ? (
                      <>
                        <span aria-hidden className="text-muted-foreground">
                          —
                        </span>
                        <span className="sr-only">{t('pricing:comparison.values.notIncluded')}</span>
                      </>
                    ) : (
                      cell
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
