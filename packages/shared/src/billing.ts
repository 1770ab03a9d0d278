import { maxFlexMonthlyCredits, monthlyCredits } from './credits.ts';
import { type Plan, plans } from './plans.ts';

/**
 * Prices, Flex volumes and credit packs (spec §1, §6, §9): the one place the pricing page, the
 * Settings screen and the server's billing read. What each plan may do stays in plans.ts; how the
 * numbers were chosen is docs/decisions/0039-plans-and-billing.md.
 */

export const currencies = ['eur', 'usd'] as const;
export type Currency = (typeof currencies)[number];
export const defaultCurrency: Currency = 'eur';

/** An amount of money in the currency's minor unit (cents). */
export type Money = Record<Currency, number>;

export const paidPlans = ['plus', 'flex'] as const satisfies readonly Plan[];
export type PaidPlan = (typeof paidPlans)[number];

export function isPaidPlan(plan: string): plan is PaidPlan {
  return (paidPlans as readonly string[]).includes(plan);
}

/** Plus: one fixed monthly allowance at one price. */
export const plusMonthlyPrice: Money = { eur: 1900, usd: 2100 };

/**
 * Flex: the monthly credits the user picks, each step with its monthly price; more credits cost
 * less per credit. The last step is the spec's "up to 3500".
 */
export const flexVolumes = [
  { credits: 300, price: { eur: 2500, usd: 2700 } },
  { credits: 500, price: { eur: 3900, usd: 4300 } },
  { credits: 750, price: { eur: 5500, usd: 5900 } },
  { credits: 1000, price: { eur: 6900, usd: 7500 } },
  { credits: 1500, price: { eur: 9900, usd: 10900 } },
  { credits: 2000, price: { eur: 12900, usd: 13900 } },
  { credits: 2500, price: { eur: 15500, usd: 16900 } },
  { credits: 3000, price: { eur: 17900, usd: 19500 } },
  { credits: maxFlexMonthlyCredits, price: { eur: 19900, usd: 21900 } },
] as const satisfies readonly { credits: number; price: Money }[];

export const flexCreditSteps: readonly number[] = flexVolumes.map((volume) => volume.credits);

/** The Flex volume admins give when they set a user to Flex without choosing one. */
export const defaultFlexCredits = 1000;

/** Spec §6: "about 5 credits per creative" on average. */
export const creditsPerCreative = 5;

/** About how many creatives `credits` make, as the pricing page shows it. */
export function creativesFor(credits: number): number {
  return Math.floor(credits / creditsPerCreative);
}

/** A paid plan at a volume: what a subscription sells. */
export interface PlanOffer {
  plan: PaidPlan;
  /** Monthly credits: Plus's fixed allowance, or the Flex volume. */
  creditAmount: number;
}

/**
 * The offer for a plan and the credits the caller asked for, or undefined when that volume is not
 * sold: Plus has its fixed allowance (any amount given is ignored), Flex one of its steps.
 */
export function planOffer(plan: PaidPlan, creditAmount: number | undefined): PlanOffer | undefined {
  if (plan === 'plus') return { plan, creditAmount: monthlyCredits.plus };
  return creditAmount !== undefined && flexCreditSteps.includes(creditAmount)
    ? { plan, creditAmount }
    : undefined;
}

/** The monthly price of an offer, in minor units. */
export function monthlyPrice(offer: PlanOffer, currency: Currency): number {
  if (offer.plan === 'plus') return plusMonthlyPrice[currency];
  const volume = flexVolumes.find((step) => step.credits === offer.creditAmount);
  if (!volume) throw new Error(`No Flex price for ${offer.creditAmount} credits`);
  return volume.price[currency];
}

const planRank = Object.fromEntries(plans.map((plan, index) => [plan, index])) as Record<Plan, number>;

/**
 * Whether moving from one offer to another is an upgrade (charged at once), a downgrade (at the
 * period end) or no change: a higher plan is an upgrade, and within a plan more credits are.
 */
export function compareOffers(from: PlanOffer, to: PlanOffer): 'upgrade' | 'downgrade' | 'same' {
  const byPlan = planRank[to.plan] - planRank[from.plan];
  const difference = byPlan !== 0 ? byPlan : to.creditAmount - from.creditAmount;
  return difference > 0 ? 'upgrade' : difference < 0 ? 'downgrade' : 'same';
}

/**
 * What an upgrade charges now: the new plan's full month (its period starts now and its credits
 * are reset) less the unused part of the old plan's month, never below zero.
 */
export function upgradeCharge(input: {
  oldPrice: number;
  newPrice: number;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
}): number {
  const total = input.periodEnd.getTime() - input.periodStart.getTime();
  const left = Math.min(Math.max(input.periodEnd.getTime() - input.now.getTime(), 0), total);
  const unused = total > 0 ? Math.round((input.oldPrice * left) / total) : 0;
  return Math.max(0, input.newPrice - unused);
}

/** One-time credit packs: they add to the additional credits and never expire with the period. */
export const creditPacks = [
  { id: 'pack-100', credits: 100, price: { eur: 900, usd: 1000 } },
  { id: 'pack-500', credits: 500, price: { eur: 3900, usd: 4300 } },
  { id: 'pack-1500', credits: 1500, price: { eur: 9900, usd: 10900 } },
] as const satisfies readonly { id: string; credits: number; price: Money }[];

export type CreditPackId = (typeof creditPacks)[number]['id'];
export const creditPackIds = creditPacks.map((pack) => pack.id) as [CreditPackId, ...CreditPackId[]];

export function findCreditPack(id: string) {
  return creditPacks.find((pack) => pack.id === id);
}

/** A subscription's lifecycle state as the API shows it. */
export const subscriptionStatuses = ['active', 'canceled'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** Money as people read it, e.g. "€19.00" or "19,00 €" (Intl picks the language's form). */
export function formatMoney(amountMinor: number, currency: Currency, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: currency.toUpperCase() }).format(
    amountMinor / 100,
  );
}
