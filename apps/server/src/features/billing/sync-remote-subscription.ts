import { isUuid } from '@brandloom/shared/ids';
import type { RemoteInvoice, RemoteSubscription } from '../../adapters/billing/billing.ts';
import type { Executor } from '../../db/client.ts';
import { recordKeyEvent } from '../analytics/index.ts';
import { getCreditBalance } from '../credits/index.ts';
import {
  closeCheckout,
  findSubscriptionByProviderId,
  findUserEmail,
  insertInvoice,
  insertSubscription,
  type StoredSubscription,
  saveBillingCustomer,
  saveSubscriptionState,
  setProfilePlan,
} from './billing.repository.ts';
import { type BillingDeps, creditContext } from './billing-deps.ts';
import type { SubscriptionState } from './subscription-lifecycle.ts';

/**
 * Our copy after the processor's: it takes plan, volume, cancellation and scheduled change as
 * read back. The period (and with it the credits) moves on only once its invoice is paid: a
 * renewal the card has not paid yet leaves the shown renewal date where it was.
 */
function followRemote(stored: SubscriptionState | undefined, remote: RemoteSubscription): SubscriptionState {
  const paidUp: SubscriptionState = {
    offer: remote.offer,
    currency: remote.currency,
    status: 'active',
    anchor: remote.anchor,
    periodStart: remote.periodStart,
    periodEnd: remote.periodEnd,
    cancelAtPeriodEnd: remote.cancelAtPeriodEnd,
    scheduled: remote.scheduled,
  };
  const base = stored ?? paidUp;
  if (remote.status === 'canceled')
    return { ...base, status: 'canceled', cancelAtPeriodEnd: false, scheduled: null };
  if (remote.status !== 'active') return { ...base, cancelAtPeriodEnd: remote.cancelAtPeriodEnd };
  return paidUp;
}

/** The subscription's row for a remote subscription, made when the processor reports it the first time. */
async function ensureStored(
  tx: Executor,
  deps: BillingDeps,
  remote: RemoteSubscription,
): Promise<StoredSubscription | 'ignored' | 'duplicate'> {
  const provider = deps.provider.name;
  const lookUp = () =>
    findSubscriptionByProviderId(tx, provider, remote.providerSubscriptionId, { lock: true });
  const found = await lookUp();
  if (found) return found;
  // Not paid yet, already over, not ours, or of an account deleted meanwhile: nothing to keep.
  if (remote.status !== 'active' || !remote.userId || !(await findUserEmail(tx, remote.userId)))
    return 'ignored';
  const userId = remote.userId;
  if (remote.checkoutId && isUuid(remote.checkoutId))
    await closeCheckout(tx, remote.checkoutId, 'completed', deps.now());
  await saveBillingCustomer(tx, userId, provider, remote.providerCustomerId);
  const inserted = await insertSubscription(tx, {
    userId,
    provider,
    providerSubscriptionId: remote.providerSubscriptionId,
    providerCustomerId: remote.providerCustomerId,
    card: null,
    state: followRemote(undefined, remote),
  });
  // Another event for the same subscription stored it meanwhile: carry on with that row.
  const stored = await lookUp();
  // A paid subscription is a key event (0051), once per user.
  if (stored && inserted) await recordKeyEvent(tx, userId, 'paid', deps.now());
  if (stored) return stored;
  if (inserted)
    throw new Error(`Subscription ${remote.providerSubscriptionId} was stored but cannot be read`);
  // The user pays for another subscription already (two checkouts paid at once): this one ends,
  // its money goes back.
  await deps.provider.cancelNow(
    {
      providerSubscriptionId: remote.providerSubscriptionId,
      providerCustomerId: remote.providerCustomerId,
      card: null,
    },
    { refund: true },
  );
  deps.logger.warn(
    { userId, providerSubscriptionId: remote.providerSubscriptionId },
    'a second subscription was paid for a user who has one: cancelled and refunded',
  );
  return 'duplicate';
}

/**
 * Brings our copy of a processor's subscription up to what was read back from it, in the
 * caller's transaction: the state, each paid invoice once (unique by the processor's id, however
 * many events report it), and the profile's plan and credits. The credits restart when the
 * subscription's anchor moves (checkout, upgrade), and refill by the period rolling over: the
 * bought credits are never touched. An ended subscription stays ended: a late event cannot
 * revive it.
 */
export async function syncRemoteSubscription(
  tx: Executor,
  deps: BillingDeps,
  remote: RemoteSubscription,
  invoices: readonly RemoteInvoice[],
): Promise<'synced' | 'ignored' | 'duplicate'> {
  const stored = await ensureStored(tx, deps, remote);
  if (typeof stored === 'string') return stored;
  if (stored.state.status === 'canceled') return 'ignored';
  const now = deps.now();
  const state = followRemote(stored.state, remote);
  await saveSubscriptionState(tx, stored.id, state, now);
  const customerEmail = (await findUserEmail(tx, stored.userId)) ?? '';
  for (const invoice of invoices) {
    if (!invoice.paid || invoice.kind === 'other') continue;
    if (invoice.providerSubscriptionId !== remote.providerSubscriptionId) continue;
    await insertInvoice(
      tx,
      {
        userId: stored.userId,
        subscriptionId: stored.id,
        provider: stored.provider,
        providerInvoiceId: invoice.providerInvoiceId,
        kind: invoice.kind,
        plan: state.offer.plan,
        credits: state.offer.creditAmount,
        amount: invoice.amount,
        currency: invoice.currency,
        periodStart: invoice.periodStart,
        periodEnd: invoice.periodEnd,
        customerEmail,
        creationDate: invoice.created,
      },
      () => invoice.documentUrl ?? '',
    );
  }
  const live = state.status === 'active';
  await setProfilePlan(
    tx,
    stored.userId,
    live
      ? {
          plan: state.offer.plan,
          tokenAmount: state.offer.plan === 'flex' ? state.offer.creditAmount : null,
          anchor: state.anchor,
        }
      : { plan: 'free', tokenAmount: null },
    async () => (await getCreditBalance(tx, creditContext(deps), stored.userId)).balance,
  );
  return 'synced';
}
