import type { Currency, PaidPlan } from '@brandloom/shared/billing';
import { BillingProviderError } from '../../adapters/billing/billing.ts';
import type { Purchase } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  closeCheckout,
  findActiveSubscription,
  findBillingCustomer,
  insertCheckout,
  listOpenSubscriptionCheckouts,
  saveBillingCustomer,
  setCheckoutProviderSession,
} from './billing.repository.ts';
import type { BillingDeps } from './billing-deps.ts';
import { requireOffer } from './require-offer.ts';

const defaultReturnPath = '/app/settings';

/** An app path to come back to: only a path on our own site, never another address. */
export function safeReturnPath(path: string | undefined): string {
  return path && /^\/(?![/\\])[^\s\\]*$/.test(path) ? path : defaultReturnPath;
}

/** Where the browser lands after paying or giving up: the return path with `checkout=success|cancelled`. */
export function checkoutEndUrl(publicUrl: string, returnPath: string, end: 'success' | 'cancelled'): string {
  const url = new URL(returnPath, publicUrl);
  url.searchParams.set('checkout', end);
  return url.toString();
}

/**
 * A double-click or a second tab opens a second subscription checkout: the earlier ones that are
 * still open at the processor are expired there, so only the newest can be paid. One already paid
 * stays open here until its event arrives (a second subscription is then refunded).
 */
async function expireEarlierCheckouts(deps: BillingDeps, userId: string, before: Date) {
  const remote = deps.provider.remote;
  if (!remote) return;
  for (const earlier of await listOpenSubscriptionCheckouts(deps.db, userId, deps.provider.name, before)) {
    try {
      if (earlier.providerSessionId && (await remote.expireCheckout(earlier.providerSessionId)))
        await closeCheckout(deps.db, earlier.id, 'cancelled', deps.now());
    } catch (error) {
      // The new checkout stands; should the old one be paid too, its subscription is refunded.
      if (!(error instanceof BillingProviderError)) throw error;
      deps.logger.warn({ err: error, checkoutId: earlier.id }, 'an earlier checkout could not be expired');
    }
  }
}

/** Opens a checkout for `purchase` at the provider and answers the URL the browser goes to. */
export async function openCheckout(
  deps: BillingDeps,
  caller: { userId: string; email: string },
  input: { purchase: Purchase; currency: Currency; returnPath?: string },
): Promise<string> {
  const returnPath = safeReturnPath(input.returnPath);
  const provider = deps.provider.name;
  const { id: checkoutId, creationDate } = await insertCheckout(deps.db, {
    userId: caller.userId,
    provider,
    purchase: input.purchase,
    currency: input.currency,
    returnPath,
  });
  try {
    const session = await deps.provider.createCheckout({
      checkoutId,
      userId: caller.userId,
      email: caller.email,
      customerId: await findBillingCustomer(deps.db, caller.userId, provider),
      purchase: input.purchase,
      currency: input.currency,
      successUrl: checkoutEndUrl(deps.publicUrl, returnPath, 'success'),
      cancelUrl: checkoutEndUrl(deps.publicUrl, returnPath, 'cancelled'),
    });
    if (session.customerId) await saveBillingCustomer(deps.db, caller.userId, provider, session.customerId);
    if (session.providerSessionId)
      await setCheckoutProviderSession(deps.db, checkoutId, session.providerSessionId);
    if (input.purchase.kind === 'subscription')
      await expireEarlierCheckouts(deps, caller.userId, creationDate);
    return session.url;
  } catch (error) {
    if (!(error instanceof BillingProviderError)) throw error;
    deps.logger.error({ err: error, userId: caller.userId }, 'the billing provider refused a checkout');
    throw new AppError('CHECKOUT_FAILED', { cause: error });
  }
}

/**
 * Spec §7 `stripe/create-checkout`: a checkout for a paid plan at a volume. A user who already
 * pays changes their plan instead (`stripe/update`).
 */
export async function createCheckout(
  deps: BillingDeps,
  caller: { userId: string; email: string },
  input: { plan: PaidPlan; creditAmount?: number; currency: Currency; returnPath?: string },
): Promise<string> {
  const offer = requireOffer(input.plan, input.creditAmount);
  if (await findActiveSubscription(deps.db, caller.userId)) throw new AppError('SUBSCRIPTION_EXISTS');
  return openCheckout(deps, caller, {
    purchase: { kind: 'subscription', ...offer },
    currency: input.currency,
    returnPath: input.returnPath,
  });
}
