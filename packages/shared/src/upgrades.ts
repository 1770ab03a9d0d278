import { defaultFlexCredits, flexCreditSteps, type PaidPlan, type PlanOffer, planOffer } from './billing.ts';
import { type ImageQuality, type Plan, planRules } from './plans.ts';

/**
 * Where upgrade prompts lead (issue 16): the plan that unlocks what the user ran into, the pricing
 * page with that plan picked, and the checkout that brings the user back to where they were.
 */

/** What an upgrade prompt is about: the thing the user's plan does not allow (or pay for). */
export type UpgradeReason =
  | { kind: 'credits' }
  | { kind: 'video' }
  | { kind: 'template' }
  | { kind: 'quality'; quality: ImageQuality }
  | { kind: 'customStyles' }
  | { kind: 'brands' }
  | { kind: 'websiteImport' };

export interface CurrentPlan {
  plan: Plan;
  /** The Flex volume; null on the fixed plans. */
  tokenAmount: number | null;
}

const flexFrom = (credits: number): PlanOffer => ({ plan: 'flex', creditAmount: credits });
const plus: PlanOffer = { plan: 'plus', creditAmount: 200 };

/** The next Flex step above `credits`, or undefined at the top of the scale. */
function nextFlexStep(credits: number): number | undefined {
  return flexCreditSteps.find((step) => step > credits);
}

/**
 * The plan (and Flex volume) that unlocks what a prompt is about, for a user on `current`: the
 * cheapest offer that allows it and is an upgrade of theirs. Undefined when no plan does (the top
 * Flex volume out of credits: a credit pack is the way on).
 */
export function upgradeChoice(reason: UpgradeReason, current: CurrentPlan): PlanOffer | undefined {
  const { plan } = current;
  const credits = plan === 'flex' ? (current.tokenAmount ?? defaultFlexCredits) : 0;
  switch (reason.kind) {
    case 'quality':
      if ((planRules.plus.imageQualities as readonly string[]).includes(reason.quality) && plan === 'free')
        return plus;
      return plan === 'flex' ? undefined : flexFrom(defaultFlexCredits);
    case 'template':
    case 'customStyles':
    case 'websiteImport':
      return plan === 'free' ? plus : undefined;
    case 'brands':
      if (plan === 'free') return plus;
      return plan === 'plus' ? flexFrom(defaultFlexCredits) : undefined;
    case 'credits':
    case 'video': {
      // Videos cost 24 to 200 credits: more than a Free month, so they start at Flex.
      if (plan === 'free') return reason.kind === 'video' ? flexFrom(flexCreditSteps[0] ?? 300) : plus;
      if (plan === 'plus') return flexFrom(flexCreditSteps[0] ?? 300);
      const next = nextFlexStep(credits);
      return next === undefined ? undefined : flexFrom(next);
    }
  }
}

/** An app path to come back to after checkout; anything else (another site, a public page) is dropped. */
export function appReturnPath(path: string | null | undefined): string | undefined {
  // /app, then a path, query or hash without spaces, backslashes or control characters.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  return path && path.length <= 1000 && /^\/app(?:[/?#][^\s\\\u0000-\u001f\u007f]*)?$/.test(path)
    ? path
    : undefined;
}

/**
 * Where an Upgrade button leads: the pricing page with the plan that unlocks the thing picked
 * and the page to come back to after checkout; without a plan that unlocks it, the credit packs.
 */
export function upgradeHref(
  reason: UpgradeReason,
  current: CurrentPlan,
  /** `pricingPath`: the pricing page in the user's language. */
  options: { pricingPath: string; returnTo?: string },
): string {
  const choice = upgradeChoice(reason, current);
  const params = new URLSearchParams();
  if (choice) {
    params.set('plan', choice.plan);
    if (choice.plan === 'flex') params.set('credits', String(choice.creditAmount));
  }
  const back = appReturnPath(options.returnTo);
  if (back) params.set('return', back);
  const query = params.toString();
  return `${options.pricingPath}${query ? `?${query}` : ''}${choice ? '' : '#packs'}`;
}

/** The offer a pricing or checkout address asks for (`plan`, `credits`), or undefined when none is sold. */
export function offerFromParams(params: URLSearchParams): PlanOffer | undefined {
  const plan = params.get('plan');
  if (plan !== 'plus' && plan !== 'flex') return undefined;
  const credits = Number(params.get('credits') ?? Number.NaN);
  return planOffer(plan as PaidPlan, Number.isFinite(credits) ? credits : undefined);
}

/** The in-app address that starts paying for `offer` (signing up first if needed), then returns. */
export function checkoutHref(offer: PlanOffer, options: { currency: string; returnTo?: string }): string {
  const params = new URLSearchParams({ plan: offer.plan });
  if (offer.plan === 'flex') params.set('credits', String(offer.creditAmount));
  params.set('currency', options.currency);
  const back = appReturnPath(options.returnTo);
  if (back) params.set('return', back);
  return `/app/checkout?${params}`;
}

/** The in-app address that starts buying a credit pack, then returns. */
export function packCheckoutHref(packId: string, options: { currency: string; returnTo?: string }): string {
  const params = new URLSearchParams({ pack: packId, currency: options.currency });
  const back = appReturnPath(options.returnTo);
  if (back) params.set('return', back);
  return `/app/checkout?${params}`;
}
