import { isUuid } from '@brandloom/shared/ids';
import {
  BillingProviderError,
  EventSignatureError,
  type RemoteBilling,
  type RemoteCheckout,
  type RemoteInvoice,
} from '../../adapters/billing/billing.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordBillingEvent } from './billing.repository.ts';
import type { BillingDeps } from './billing-deps.ts';
import { completeCheckoutIn } from './complete-checkout.ts';
import { syncRemoteSubscription } from './sync-remote-subscription.ts';

type EventOutcome = 'handled' | 'duplicate' | 'ignored';

/** What an event is about, read back from the processor: the event's own copy may be stale. */
async function readSubject(
  remote: RemoteBilling,
  subject: ReturnType<RemoteBilling['verifyEvent']>['subject'],
) {
  let checkout: RemoteCheckout | undefined;
  let subscriptionId: string | null = null;
  const invoices: RemoteInvoice[] = [];
  if (subject.kind === 'checkout') {
    checkout = await remote.readCheckout(subject.id);
    subscriptionId = checkout?.providerSubscriptionId ?? null;
  } else if (subject.kind === 'subscription') {
    subscriptionId = subject.id;
  } else if (subject.kind === 'invoice') {
    const invoice = await remote.readInvoice(subject.id);
    if (invoice) invoices.push(invoice);
    subscriptionId = invoice?.providerSubscriptionId ?? null;
  }
  // A one-time purchase's own invoice (Stripe makes one for each paid pack).
  const packInvoice =
    checkout?.invoiceId && !checkout.providerSubscriptionId
      ? await remote.readInvoice(checkout.invoiceId)
      : undefined;
  const subscription = subscriptionId ? await remote.readSubscription(subscriptionId) : undefined;
  const latest = subscription?.latestInvoiceId;
  if (latest && !invoices.some((invoice) => invoice.providerInvoiceId === latest)) {
    const invoice = await remote.readInvoice(latest);
    if (invoice) invoices.push(invoice);
  }
  return { checkout, packInvoice, subscription, invoices };
}

/**
 * A processor's signed event (POST /api/stripe/webhook): the signature is checked on the raw
 * body; the event is a trigger to read the subscription, invoice or checkout back and bring our
 * copy up to it. Its id is stored in the same transaction as what it changes, so it counts once,
 * and a failure rolls both back: the processor's retry then finds it new. Bad signatures are the
 * sender's mistake (400); a processor that does not answer while we read is BillingProviderError
 * (the route answers 503, and the processor retries).
 */
export async function handleBillingEvent(
  deps: BillingDeps,
  rawBody: string,
  signature: string | undefined,
): Promise<EventOutcome> {
  const remote = deps.provider.remote;
  if (!remote) throw new BillingProviderError(`The ${deps.provider.name} provider takes no events`);
  let event: ReturnType<RemoteBilling['verifyEvent']>;
  try {
    event = remote.verifyEvent(rawBody, signature);
  } catch (error) {
    if (error instanceof EventSignatureError)
      throw new AppError('WEBHOOK_SIGNATURE_INVALID', { cause: error });
    throw error;
  }
  if (event.subject.kind === 'other') return 'ignored';
  const { checkout, packInvoice, subscription, invoices } = await readSubject(remote, event.subject);
  return deps.db.transaction(async (tx) => {
    const provider = deps.provider.name;
    if (!(await recordBillingEvent(tx, { provider, eventId: event.id, type: event.type })))
      return 'duplicate';
    // A paid one-time purchase (a credit pack): completed once, whichever event reports it.
    if (
      checkout?.paid &&
      !checkout.providerSubscriptionId &&
      checkout.checkoutId &&
      isUuid(checkout.checkoutId)
    ) {
      await completeCheckoutIn(tx, deps, {
        checkoutId: checkout.checkoutId,
        eventId: `checkout:${checkout.providerSessionId}`,
        card: null,
        providerInvoiceId: packInvoice?.providerInvoiceId ?? checkout.paymentId ?? checkout.providerSessionId,
        documentUrl: packInvoice?.documentUrl ?? undefined,
      });
    }
    if (subscription) await syncRemoteSubscription(tx, deps, subscription, invoices);
    return 'handled';
  });
}
