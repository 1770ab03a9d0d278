import type { Currency, PlanOffer } from '@brandloom/shared/billing';
import type { Plan } from '@brandloom/shared/plans';
import { and, asc, desc, eq, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  billingCustomer,
  billingEvent,
  checkout,
  invoice,
  invoiceNumberSequence,
  type PaymentCard,
  type Purchase,
  subscription,
  user,
  userProfile,
} from '../../db/schema.ts';
import { isoTimestamp } from '../../lib/cursor.ts';
import { preparedStatement } from '../../lib/prepared-statement.ts';
import { publishChange } from '../realtime/index.ts';
import type { SubscriptionState } from './subscription-lifecycle.ts';

type SubscriptionRow = typeof subscription.$inferSelect;
type Provider = SubscriptionRow['provider'];

export interface StoredSubscription {
  id: string;
  userId: string;
  provider: Provider;
  providerSubscriptionId: string;
  providerCustomerId: string | null;
  card: PaymentCard | null;
  state: SubscriptionState;
}

function offerOf(plan: Plan | null, creditAmount: number | null): PlanOffer | undefined {
  return (plan === 'plus' || plan === 'flex') && creditAmount !== null ? { plan, creditAmount } : undefined;
}

function toStored(row: SubscriptionRow): StoredSubscription {
  const offer = offerOf(row.plan, row.creditAmount);
  if (!offer) throw new Error(`Subscription ${row.id} has no paid plan`);
  const scheduledOffer = offerOf(row.scheduledPlan, row.scheduledCreditAmount);
  return {
    id: row.id,
    userId: row.userId,
    provider: row.provider,
    providerSubscriptionId: row.providerSubscriptionId,
    providerCustomerId: row.providerCustomerId,
    card: row.card,
    state: {
      offer,
      currency: row.currency,
      status: row.status,
      anchor: row.billingAnchor,
      periodStart: row.currentPeriodStart,
      periodEnd: row.currentPeriodEnd,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      scheduled: scheduledOffer && row.scheduledAt ? { offer: scheduledOffer, at: row.scheduledAt } : null,
    },
  };
}

function stateColumns(state: SubscriptionState) {
  return {
    plan: state.offer.plan,
    creditAmount: state.offer.creditAmount,
    currency: state.currency,
    status: state.status,
    billingAnchor: state.anchor,
    currentPeriodStart: state.periodStart,
    currentPeriodEnd: state.periodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    scheduledPlan: state.scheduled?.offer.plan ?? null,
    scheduledCreditAmount: state.scheduled?.offer.creditAmount ?? null,
    scheduledAt: state.scheduled?.at ?? null,
  };
}

/** The user's active subscription; `lock` holds its row until the transaction ends (changes take turns). */
export async function findActiveSubscription(
  db: Executor,
  userId: string,
  { lock = false } = {},
): Promise<StoredSubscription | undefined> {
  const query = db
    .select()
    .from(subscription)
    .where(and(eq(subscription.userId, userId), eq(subscription.status, 'active')));
  const [row] = lock ? await query.for('update') : await query;
  return row && toStored(row);
}

/** Takes one active subscription whose period has ended, skipping those another worker holds. */
export async function claimDueSubscription(
  tx: Executor,
  provider: Provider,
  now: Date,
): Promise<StoredSubscription | undefined> {
  const [row] = await tx
    .select()
    .from(subscription)
    .where(
      and(
        eq(subscription.status, 'active'),
        eq(subscription.provider, provider),
        lte(subscription.currentPeriodEnd, now),
        or(isNull(subscription.renewalRetryAt), lte(subscription.renewalRetryAt, now)),
      ),
    )
    .orderBy(asc(subscription.currentPeriodEnd))
    .limit(1)
    .for('update', { skipLocked: true });
  return row && toStored(row);
}

/** Active subscriptions by their next renewal, soonest first (the operator's view). */
export function findUpcomingRenewals(db: Executor, limit: number) {
  return db
    .select({
      subscriptionId: subscription.id,
      userId: subscription.userId,
      email: user.email,
      plan: subscription.plan,
      creditAmount: subscription.creditAmount,
      currentPeriodEnd: subscription.currentPeriodEnd,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      scheduledPlan: subscription.scheduledPlan,
      scheduledCreditAmount: subscription.scheduledCreditAmount,
    })
    .from(subscription)
    .innerJoin(user, eq(user.id, subscription.userId))
    .where(eq(subscription.status, 'active'))
    .orderBy(asc(subscription.currentPeriodEnd))
    .limit(limit);
}

/**
 * Stores a new subscription; undefined when the user already has an active one (the unique
 * index decides, so two completions racing make one subscription).
 */
export async function insertSubscription(
  tx: Executor,
  values: {
    userId: string;
    provider: Provider;
    providerSubscriptionId: string;
    providerCustomerId: string | null;
    card: PaymentCard | null;
    state: SubscriptionState;
  },
): Promise<string | undefined> {
  const [row] = await tx
    .insert(subscription)
    .values({
      userId: values.userId,
      provider: values.provider,
      providerSubscriptionId: values.providerSubscriptionId,
      providerCustomerId: values.providerCustomerId,
      card: values.card,
      ...stateColumns(values.state),
    })
    .onConflictDoNothing()
    .returning({ id: subscription.id });
  return row?.id;
}

export async function saveSubscriptionState(tx: Executor, id: string, state: SubscriptionState, now: Date) {
  await tx
    .update(subscription)
    .set({
      ...stateColumns(state),
      renewalAttempts: 0,
      renewalRetryAt: null,
      ...(state.status === 'canceled' && { endedAt: now }),
    })
    .where(eq(subscription.id, id));
}

/** A renewal the provider could not answer waits until `retryAt`; answers how many attempts failed so far. */
export async function postponeRenewal(db: Executor, id: string, retryAt: (attempts: number) => Date) {
  const [row] = await db
    .select({ attempts: subscription.renewalAttempts })
    .from(subscription)
    .where(eq(subscription.id, id));
  const attempts = (row?.attempts ?? 0) + 1;
  await db
    .update(subscription)
    .set({ renewalAttempts: attempts, renewalRetryAt: retryAt(attempts) })
    .where(eq(subscription.id, id));
  return attempts;
}

/** A provider's subscription as we keep it (any status); `lock` holds its row until the transaction ends. */
export async function findSubscriptionByProviderId(
  db: Executor,
  provider: Provider,
  providerSubscriptionId: string,
  { lock = false } = {},
): Promise<StoredSubscription | undefined> {
  const query = db
    .select()
    .from(subscription)
    .where(
      and(
        eq(subscription.provider, provider),
        eq(subscription.providerSubscriptionId, providerSubscriptionId),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row && toStored(row);
}

/** The user's customer at the provider, if one was made. */
export async function findBillingCustomer(db: Executor, userId: string, provider: Provider) {
  const [row] = await db
    .select({ customerId: billingCustomer.customerId })
    .from(billingCustomer)
    .where(and(eq(billingCustomer.userId, userId), eq(billingCustomer.provider, provider)));
  return row?.customerId ?? null;
}

/** Keeps the user's customer at the provider; the first one stored stays. */
export async function saveBillingCustomer(
  db: Executor,
  userId: string,
  provider: Provider,
  customerId: string,
) {
  await db.insert(billingCustomer).values({ userId, provider, customerId }).onConflictDoNothing();
}

/** The user's open subscription checkouts at the provider opened before `before`. */
export function listOpenSubscriptionCheckouts(
  db: Executor,
  userId: string,
  provider: Provider,
  before: Date,
) {
  return db
    .select({ id: checkout.id, providerSessionId: checkout.providerSessionId })
    .from(checkout)
    .where(
      and(
        eq(checkout.userId, userId),
        eq(checkout.provider, provider),
        eq(checkout.status, 'open'),
        isNotNull(checkout.providerSessionId),
        sql`${checkout.purchase}->>'kind' = 'subscription'`,
        lt(checkout.creationDate, before),
      ),
    );
}

export async function saveSubscriptionCard(tx: Executor, id: string, card: PaymentCard) {
  await tx.update(subscription).set({ card }).where(eq(subscription.id, id));
}

export async function insertCheckout(
  db: Executor,
  values: { userId: string; provider: Provider; purchase: Purchase; currency: Currency; returnPath: string },
): Promise<{ id: string; creationDate: Date }> {
  const [row] = await db
    .insert(checkout)
    .values(values)
    .returning({ id: checkout.id, creationDate: checkout.creationDate });
  if (!row) throw new Error('The checkout was not stored');
  return row;
}

export async function setCheckoutProviderSession(db: Executor, id: string, providerSessionId: string) {
  await db.update(checkout).set({ providerSessionId }).where(eq(checkout.id, id));
}

/** A checkout of this user, if any. */
export async function findCheckout(db: Executor, id: string, userId: string) {
  const [row] = await db
    .select()
    .from(checkout)
    .where(and(eq(checkout.id, id), eq(checkout.userId, userId)));
  return row;
}

/** Ends an open checkout as completed or cancelled; undefined when it was no longer open (only one ending counts). */
export async function closeCheckout(tx: Executor, id: string, status: 'completed' | 'cancelled', now: Date) {
  const [row] = await tx
    .update(checkout)
    .set({ status, completedAt: now })
    .where(and(eq(checkout.id, id), eq(checkout.status, 'open')))
    .returning();
  return row;
}

/** Records a provider event before it counts; false when it was handled already. */
export async function recordBillingEvent(
  tx: Executor,
  event: { provider: Provider; eventId: string; type: string },
): Promise<boolean> {
  const rows = await tx
    .insert(billingEvent)
    .values(event)
    .onConflictDoNothing()
    .returning({ eventId: billingEvent.eventId });
  return rows.length > 0;
}

export interface NewInvoice {
  userId: string;
  subscriptionId: string | null;
  provider: Provider;
  providerInvoiceId: string;
  kind: (typeof invoice.$inferInsert)['kind'];
  plan: Plan | null;
  credits: number;
  amount: number;
  currency: Currency;
  periodStart: Date;
  periodEnd: Date;
  customerEmail: string;
  creationDate: Date;
}

/**
 * Stores a paid invoice with the next number (BL-year-sequence); undefined when the provider's
 * invoice was stored already. `documentPath` is made from the new id.
 */
export async function insertInvoice(
  tx: Executor,
  values: NewInvoice,
  documentPath: (invoiceId: string) => string,
): Promise<string | undefined> {
  const id = crypto.randomUUID();
  const year = values.creationDate.getUTCFullYear();
  const [row] = await tx
    .insert(invoice)
    .values({
      ...values,
      id,
      status: 'paid',
      number: sql`${`BL-${year}-`}::text || lpad(nextval(${sql.raw(`'${invoiceNumberSequence.seqName}'`)})::text, 6, '0')`,
      documentPath: documentPath(id),
    })
    .onConflictDoNothing({ target: [invoice.provider, invoice.providerInvoiceId] })
    .returning({ id: invoice.id });
  return row?.id;
}

const invoiceColumns = {
  id: invoice.id,
  number: invoice.number,
  kind: invoice.kind,
  plan: invoice.plan,
  credits: invoice.credits,
  amount: invoice.amount,
  currency: invoice.currency,
  status: invoice.status,
  // As the answer writes them (0084): the list's 100 rows need no Dates.
  periodStart: isoTimestamp(invoice.periodStart),
  periodEnd: isoTimestamp(invoice.periodEnd),
  customerEmail: invoice.customerEmail,
  documentPath: invoice.documentPath,
  creationDate: isoTimestamp(invoice.creationDate),
};

/** How many of a user's invoices the API and the billing portal show, newest first. */
const invoicesShown = 100;

const invoicePage = preparedStatement('invoice_page', (db) =>
  db
    .select(invoiceColumns)
    .from(invoice)
    .where(eq(invoice.userId, sql.placeholder('userId')))
    .orderBy(desc(invoice.creationDate), desc(invoice.number))
    .limit(invoicesShown),
);

export type StoredInvoice = Awaited<ReturnType<typeof listInvoices>>[number];

/** The user's latest invoices, newest first. */
export function listInvoices(db: Executor, userId: string) {
  return invoicePage(db, 'all', { userId });
}

export async function findInvoice(db: Executor, id: string, userId: string) {
  const [row] = await db
    .select(invoiceColumns)
    .from(invoice)
    .where(and(eq(invoice.id, id), eq(invoice.userId, userId)));
  return row;
}

export async function findUserEmail(db: Executor, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  return row?.email;
}

/**
 * Sets the plan and Flex volume of the user's profile; `anchor` restarts the monthly credits
 * there (checkout, upgrade). Announces the change with the new balance to the user's tabs.
 */
export async function setProfilePlan(
  tx: Executor,
  userId: string,
  profile: { plan: Plan; tokenAmount: number | null; anchor?: Date },
  balance: () => Promise<number>,
): Promise<void> {
  const [row] = await tx
    .update(userProfile)
    .set({
      plan: profile.plan,
      tokenAmount: profile.tokenAmount,
      ...(profile.anchor && { planSubscriptionDate: profile.anchor }),
    })
    .where(eq(userProfile.userId, userId))
    .returning({ updatedDate: userProfile.updatedDate });
  if (!row) return;
  await publishChange(tx, {
    userId,
    table: 'userprofile',
    id: userId,
    updatedDate: row.updatedDate,
    changes: ['plan', 'tokenAmount', ...(profile.anchor ? ['planSubscriptionDate'] : []), 'credits'],
    values: { plan: profile.plan, tokenAmount: profile.tokenAmount, credits: await balance() },
  });
}
