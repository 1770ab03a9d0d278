import { type Currency, creativesFor, flexVolumes, plusMonthlyPrice } from './billing.ts';
import { monthlyCredits } from './credits.ts';

/** The numbers the pricing page and the plan dialogs show for a Flex volume (issue 16). */
export interface FlexQuote {
  credits: number;
  /** Monthly price in minor units. */
  price: number;
  /** About how many creatives a month (5 credits each). */
  creatives: number;
  /** What 100 credits cost at this volume, in minor units. */
  pricePerHundred: number;
  /** How much less a credit costs than on Plus, in whole percent (0 when it costs more). */
  savingVsPlus: number;
}

/** The Flex step at `index` of the volume picker (clamped to the scale), priced in `currency`. */
export function flexQuote(index: number, currency: Currency): FlexQuote {
  const step = flexVolumes[Math.min(Math.max(Math.round(index), 0), flexVolumes.length - 1)];
  if (!step) throw new Error('No Flex volumes');
  const price = step.price[currency];
  const perCredit = price / step.credits;
  const plusPerCredit = plusMonthlyPrice[currency] / monthlyCredits.plus;
  return {
    credits: step.credits,
    price,
    creatives: creativesFor(step.credits),
    pricePerHundred: Math.round(perCredit * 100),
    savingVsPlus: Math.max(0, Math.floor((1 - perCredit / plusPerCredit) * 100)),
  };
}

/** The picker's position of a volume: its step, or the nearest step below it (the first when none is). */
export function flexStepIndex(credits: number): number {
  let index = 0;
  flexVolumes.forEach((step, at) => {
    if (step.credits <= credits) index = at;
  });
  return index;
}

/** A price as the pricing page shows it: whole amounts without cents ("€19"), others with them ("€8.33"). */
export function formatPrice(amountMinor: number, currency: Currency, language: string): string {
  const digits = amountMinor % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amountMinor / 100);
}
