import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createStripeBillingProvider,
  createStripeClient,
} from '../../adapters/billing/stripe/stripe-billing-provider.ts';
import { fakePrices, type StripeFake, startStripeFake } from '../../adapters/billing/stripe/stripe-fake.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { billingCustomer, event, invoice, subscription } from '../../db/schema.ts';
import { createTestDatabase } from '../../db/test-database.ts';
import type { Browser } from '../../testing/http-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { signUpVerifiedUser } from '../../testing/test-users.ts';
import { reserveCredits } from '../credits/reserve-credits.ts';

/**
 * The Stripe provider against a loopback fake of Stripe's API, with the real SDK (0041). Events
 * are delivered the way Stripe does: signed, and in whatever order and as often as the test says.
 */

const webhookSecret = 'whsec_test_contract';
const logger = pino({ level: 'silent' });
let database: DatabaseHandle;
let fake: StripeFake;
let app: Awaited<ReturnType<typeof createTestApp>>;
let delivered = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startStripeFake({ now: new Date('2026-11-22T12:00:00Z') });
  const provider = createStripeBillingProvider({
    stripe: createStripeClient('sk_test_contract', fake.api),
    webhookSecret,
    prices: fakePrices,
  });
  app = await createTestApp({ db: database.db, billingProvider: provider, now: () => fake.now() * 1000 });
});
afterAll(async () => {
  await app?.cleanup();
  await fake?.close();
  await database?.close();
});
beforeEach(() => {
  delivered = fake.events.length;
});

const signer = new Stripe('sk_test_signer');

function deliver(event: unknown, secret = webhookSecret) {
  const payload = JSON.stringify(event);
  return app.app.request('http://localhost:3000/api/stripe/webhook', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
    },
    body: payload,
  });
}

/** Delivers the events Stripe recorded since the last delivery, in Stripe's order (or reversed). */
async function deliverNew({ reversed = false } = {}) {
  const fresh = fake.events.slice(delivered);
  delivered = fake.events.length;
  for (const event of reversed ? [...fresh].reverse() : fresh) {
    const response = await deliver(event);
    expect(response.status, `${event.type}: ${await response.clone().text()}`).toBe(200);
  }
  return fresh;
}

async function openCheckout(browser: Browser, body: Record<string, unknown>) {
  const response = await browser.post('/api/stripe/create-checkout', body);
  expect(response.status, await response.clone().text()).toBe(200);
  const { url } = (await response.json()) as { url: string };
  const session = [...fake.sessions.values()].find((candidate) => candidate.url === url);
  if (!session) throw new Error(`no fake session for ${url}`);
  return session.id as string;
}

async function subscribed(body: Record<string, unknown> = { plan: 'plus' }) {
  const user = await signUpVerifiedUser(app.app);
  fake.pay(await openCheckout(user.browser, body));
  await deliverNew();
  return user;
}

interface View {
  subscription: null | {
    provider: string;
    plan: string;
    monthlyCredits: number;
    cancelAtPeriodEnd: boolean;
    currentPeriodStart: string;
    currentPeriodEnd: string;
    scheduledChange: null | { toPlan: string; toCredits: number; date: string };
  };
  credits: { balance: number; monthlyAllowance: number; monthlyBalance: number; additionalCredits: number };
}
async function viewOf(browser: Browser) {
  return (await (await browser.get('/api/stripe/subscription')).json()) as View;
}
async function invoicesOf(browser: Browser) {
  return (
    (await (await browser.get('/api/stripe/invoices')).json()) as {
      invoices: { kind: string; amount: number; documentUrl: string }[];
    }
  ).invoices;
}
const stripeSubscriptionOf = async (userId: string) => {
  const [row] = await database.db.select().from(subscription).where(eq(subscription.userId, userId));
  if (!row) throw new Error('no subscription');
  return fake.subscriptions.get(row.providerSubscriptionId);
};
/** A generation's spend, dated half a second into the billing clock's second (the ledger dates rows by the database's clock). */
async function spend(userId: string, credits: number) {
  const creativeId = randomUUID();
  const at = new Date(fake.now() * 1000 + 500);
  await database.db.transaction((tx) =>
    reserveCredits(tx, { logger, now: () => at }, userId, [{ creativeId, credits }]),
  );
  await database.db
    .update(event)
    .set({ creationDate: at })
    .where(and(eq(event.userId, userId), sql`${event.data}->>'creativeId' = ${creativeId}`));
}

describe('Stripe checkout and webhooks', () => {
  it('makes the plan live and grants its credits once, however often and in whatever order the events come', async () => {
    const { browser, id } = await signUpVerifiedUser(app.app);
    const sessionId = await openCheckout(browser, { plan: 'flex', creditAmount: 500, currency: 'usd' });
    expect(fake.sessions.get(sessionId)).toMatchObject({
      mode: 'subscription',
      currency: 'usd',
      amount_total: 4300,
      success_url: 'http://localhost:3000/app/settings?checkout=success',
    });
    // Nothing changes before Stripe reports the payment.
    expect((await viewOf(browser)).subscription).toBeNull();
    fake.pay(sessionId);
    const events = await deliverNew({ reversed: true });
    expect(events.map((event) => event.type)).toEqual(
      expect.arrayContaining(['checkout.session.completed', 'invoice.paid', 'invoice.payment_succeeded']),
    );
    const view = await viewOf(browser);
    expect(view.subscription).toMatchObject({ provider: 'stripe', plan: 'flex', monthlyCredits: 500 });
    expect(view.credits).toMatchObject({ balance: 500, monthlyAllowance: 500 });
    expect(await invoicesOf(browser)).toEqual([
      expect.objectContaining({
        kind: 'subscription',
        amount: 4300,
        documentUrl: expect.stringContaining('/pdf'),
      }),
    ]);
    const [customer] = await database.db.select().from(billingCustomer).where(eq(billingCustomer.userId, id));
    expect(customer?.customerId).toMatch(/^cus_/);

    // Spent credits stay spent when every event comes again.
    await spend(id, 100);
    for (const event of events) {
      const again = await deliver(event);
      const about = ['checkout.session', 'subscription', 'invoice'].includes(event.data.object.object);
      expect(await again.json()).toMatchObject({ outcome: about ? 'duplicate' : 'ignored' });
    }
    expect((await viewOf(browser)).credits.balance).toBe(400);
    expect(await invoicesOf(browser)).toHaveLength(1);
  });

  it('refuses events with a bad signature (400, never 500) and answers 503 while Stripe cannot be read back', async () => {
    const { browser } = await signUpVerifiedUser(app.app);
    fake.pay(await openCheckout(browser, { plan: 'plus' }));
    const fresh = fake.events.slice(delivered);
    delivered = fake.events.length;
    const completed = fresh.find((event) => event.type === 'checkout.session.completed');
    expect((await deliver(completed, 'whsec_someone_else')).status).toBe(400);
    const unsigned = await app.app.request('http://localhost:3000/api/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify(completed),
    });
    expect(unsigned.status).toBe(400);
    expect(await unsigned.json()).toMatchObject({ error: { code: 'WEBHOOK_SIGNATURE_INVALID' } });

    fake.failNext(3); // the SDK tries three times
    expect((await deliver(completed)).status).toBe(503);
    expect((await viewOf(browser)).subscription).toBeNull();
    // The retry finds the event new: it did not count the first time.
    expect(await (await deliver(completed)).json()).toMatchObject({ outcome: 'handled' });
    expect((await viewOf(browser)).subscription).toMatchObject({ plan: 'plus' });
  });

  it('makes one subscription of a double-clicked checkout, and refunds a second one paid in another tab', async () => {
    const { browser, id } = await signUpVerifiedUser(app.app);
    const first = await openCheckout(browser, { plan: 'plus' });
    const second = await openCheckout(browser, { plan: 'plus' });
    expect(fake.sessions.get(first)?.status).toBe('expired');
    expect(() => fake.pay(first)).toThrow(/expired/);
    fake.pay(second);
    await deliverNew();
    expect(await database.db.select().from(subscription).where(eq(subscription.userId, id))).toHaveLength(1);

    // Two tabs paid before Stripe reported either: the second subscription ends and is refunded.
    const other = await signUpVerifiedUser(app.app);
    const tabA = await openCheckout(other.browser, { plan: 'plus' });
    fake.pay(tabA);
    const tabB = await openCheckout(other.browser, { plan: 'flex', creditAmount: 300 });
    fake.pay(tabB);
    await deliverNew();
    const rows = await database.db.select().from(subscription).where(eq(subscription.userId, other.id));
    expect(rows.map((row) => row.status)).toEqual(['active']);
    const duplicate = fake.sessions.get(tabB)?.subscription;
    expect(fake.subscriptions.get(duplicate)?.status).toBe('canceled');
    expect(fake.refunds).toEqual([expect.objectContaining({ amount: 2500, status: 'succeeded' })]);
    expect((await viewOf(other.browser)).subscription).toMatchObject({ plan: 'plus' });
  });

  it('sells credit packs once per payment, on any plan', async () => {
    const { browser } = await signUpVerifiedUser(app.app);
    const response = await browser.post('/api/stripe/create-pack-checkout', { packId: 'pack-100' });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    const session = [...fake.sessions.values()].find((candidate) => candidate.url === url);
    expect(session).toMatchObject({ mode: 'payment', amount_total: 900 });
    fake.pay(session?.id);
    const events = await deliverNew();
    for (const event of events) await deliver(event);
    expect((await viewOf(browser)).credits).toMatchObject({ balance: 150, additionalCredits: 100 });
    expect(await invoicesOf(browser)).toEqual([expect.objectContaining({ kind: 'pack', amount: 900 })]);
  });
});

describe('Stripe subscription changes', () => {
  it('charges an upgrade at once, prorated, and restarts the credits; a second event for its invoice grants nothing', async () => {
    const { browser, id } = await subscribed({ plan: 'plus' });
    await spend(id, 150);
    const started = (await stripeSubscriptionOf(id))?.items.data[0].current_period_start as number;
    fake.advance(new Date((started + 24 * 3600) * 1000));
    const answer = await browser.post('/api/stripe/update', { plan: 'flex', creditAmount: 1000 });
    expect(await answer.json()).toEqual({ isPaymentMethodNeeded: false });
    const view = await viewOf(browser);
    expect(view.subscription).toMatchObject({ plan: 'flex', monthlyCredits: 1000 });
    expect(view.credits).toMatchObject({ balance: 1000, monthlyAllowance: 1000 });
    const upgrade = (await invoicesOf(browser)).find((row) => row.kind === 'upgrade');
    // Charged on the spot: Flex 1000's month less the unused 29 of Plus's 30 days.
    expect(upgrade?.amount).toBe(6900 - Math.round((1900 * 29) / 30));
    const remote = await stripeSubscriptionOf(id);
    expect(remote?.items.data[0]).toMatchObject({ quantity: 1000, price: { id: fakePrices.flex } });

    await spend(id, 40);
    await deliverNew({ reversed: true });
    expect((await viewOf(browser)).credits.balance).toBe(960);
    expect((await invoicesOf(browser)).filter((row) => row.kind === 'upgrade')).toHaveLength(1);
  });

  it('falls back to checkout without a card and changes nothing when the card is declined', async () => {
    const { browser, id } = await subscribed({ plan: 'plus' });
    const remote = await stripeSubscriptionOf(id);
    fake.setCard(remote?.customer, 'declined');
    const declined = await browser.post('/api/stripe/update', { plan: 'flex', creditAmount: 500 });
    expect(declined.status).toBe(402);
    expect(await declined.json()).toMatchObject({ error: { code: 'PAYMENT_DECLINED' } });
    expect((await viewOf(browser)).subscription).toMatchObject({ plan: 'plus' });

    fake.removeCard(remote?.id);
    const noCard = await browser.post('/api/stripe/update', { plan: 'flex', creditAmount: 500 });
    expect(await noCard.json()).toEqual({ isPaymentMethodNeeded: true });
    expect((await stripeSubscriptionOf(id))?.items.data[0].price.id).toBe(fakePrices.plus);
  });

  it('schedules a downgrade for the period end, cancels it, and applies it at the renewal', async () => {
    const { browser, id } = await subscribed({ plan: 'flex', creditAmount: 1000 });
    const scheduled = await browser.post('/api/stripe/schedule-change', { plan: 'flex', creditAmount: 300 });
    expect(scheduled.status).toBe(200);
    const view = (await scheduled.json()) as View;
    expect(view.subscription?.scheduledChange).toMatchObject({ toPlan: 'flex', toCredits: 300 });
    expect(view.subscription?.scheduledChange?.date).toBe(view.subscription?.currentPeriodEnd);
    expect((await stripeSubscriptionOf(id))?.schedule).toMatch(/^sub_sched_/);

    const dropped = (await (await browser.post('/api/stripe/cancel-scheduled-change')).json()) as View;
    expect(dropped.subscription?.scheduledChange).toBeNull();
    expect((await stripeSubscriptionOf(id))?.schedule).toBeNull();

    await browser.post('/api/stripe/schedule-change', { plan: 'plus' });
    await deliverNew();
    const periodEnd = new Date((await viewOf(browser)).subscription?.currentPeriodEnd ?? '');
    fake.advance(new Date(periodEnd.getTime() + 1000));
    await deliverNew({ reversed: true });
    const renewed = await viewOf(browser);
    expect(renewed.subscription).toMatchObject({ plan: 'plus', monthlyCredits: 200, scheduledChange: null });
    expect(renewed.subscription?.currentPeriodStart).toBe(periodEnd.toISOString());
    expect(renewed.credits.balance).toBe(200);
    expect((await invoicesOf(browser)).map((row) => [row.kind, row.amount])).toEqual([
      ['renewal', 1900],
      ['subscription', 6900],
    ]);
  });

  it('cancels at the period end, keeps the subscription, then ends on Free; a stale "active" event cannot revive it', async () => {
    const { browser, id } = await subscribed({ plan: 'plus' });
    const cancelled = (await (await browser.post('/api/stripe/cancel')).json()) as View;
    expect(cancelled.subscription?.cancelAtPeriodEnd).toBe(true);
    expect((await stripeSubscriptionOf(id))?.cancel_at_period_end).toBe(true);
    expect((await browser.post('/api/stripe/update', { plan: 'flex', creditAmount: 500 })).status).toBe(409);
    const kept = (await (await browser.post('/api/stripe/reactivate')).json()) as View;
    expect(kept.subscription?.cancelAtPeriodEnd).toBe(false);
    expect((await stripeSubscriptionOf(id))?.cancel_at_period_end).toBe(false);
    await browser.post('/api/stripe/cancel');
    const events = await deliverNew();

    const remote = await stripeSubscriptionOf(id);
    const end = remote?.items.data[0].current_period_end as number;
    fake.advance(new Date(end * 1000 + 1000));
    await deliverNew();
    expect((await viewOf(browser)).subscription).toBeNull();
    expect(await (await browser.get('/api/profile')).json()).toMatchObject({ profile: { plan: 'free' } });
    // Events from before the end, arriving late, are read back: Stripe says it has ended.
    for (const event of events)
      expect((await deliver({ ...event, id: `${event.id}_late` })).status).toBe(200);
    expect((await viewOf(browser)).subscription).toBeNull();
    expect(await (await browser.get('/api/profile')).json()).toMatchObject({ profile: { plan: 'free' } });
  });
});

describe('Stripe renewals and accounts', () => {
  it('refills the monthly credits on a paid renewal, keeps bought credits, and does not move the date of an unpaid one', async () => {
    const { browser, id } = await subscribed({ plan: 'plus' });
    const pack = await browser.post('/api/stripe/create-pack-checkout', { packId: 'pack-100' });
    const packUrl = ((await pack.json()) as { url: string }).url;
    fake.pay([...fake.sessions.values()].find((session) => session.url === packUrl)?.id);
    await deliverNew();
    expect((await viewOf(browser)).credits).toMatchObject({ balance: 300, additionalCredits: 100 });
    await spend(id, 250); // the 200 of Plus, then 50 of the 100 bought
    expect((await viewOf(browser)).credits).toMatchObject({ balance: 50, additionalCredits: 50 });

    const firstEnd = (await stripeSubscriptionOf(id))?.items.data[0].current_period_end as number;
    fake.advance(new Date(firstEnd * 1000 + 1000));
    await deliverNew();
    const renewed = await viewOf(browser);
    expect(renewed.credits).toMatchObject({ balance: 250, monthlyBalance: 200, additionalCredits: 50 });
    expect((await invoicesOf(browser)).filter((row) => row.kind === 'renewal')).toHaveLength(1);

    // The next renewal is not paid: Stripe moves its period on, the shown renewal date stays.
    const shownEnd = renewed.subscription?.currentPeriodEnd;
    fake.setCard((await stripeSubscriptionOf(id))?.customer, 'declined');
    const secondEnd = (await stripeSubscriptionOf(id))?.items.data[0].current_period_end as number;
    fake.advance(new Date(secondEnd * 1000 + 1000));
    await deliverNew();
    expect((await stripeSubscriptionOf(id))?.status).toBe('past_due');
    expect((await viewOf(browser)).subscription?.currentPeriodEnd).toBe(shownEnd);
    expect((await invoicesOf(browser)).filter((row) => row.kind === 'renewal')).toHaveLength(1);
  });

  it('cancels the subscription at Stripe when the account is deleted', async () => {
    const { browser, id } = await subscribed({ plan: 'plus' });
    const remote = await stripeSubscriptionOf(id);
    expect((await browser.post('/api/account/delete', { confirm: 'delete' })).status).toBe(200);
    expect(fake.subscriptions.get(remote?.id)?.status).toBe('canceled');
    // Stripe's report of the end finds nobody left to change.
    await deliverNew();
    expect(await database.db.select().from(invoice).where(eq(invoice.userId, id))).toEqual([]);
  });

  it('opens the Billing Portal for a customer, and refuses a user who never bought anything', async () => {
    const { browser } = await subscribed({ plan: 'plus' });
    const portal = await browser.post('/api/stripe/create-portal');
    expect(await portal.json()).toEqual({ url: expect.stringMatching(/^https:\/\/billing\.stripe\.test\//) });
    const stranger = await signUpVerifiedUser(app.app);
    const refused = await stranger.browser.post('/api/stripe/create-portal');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { code: 'BILLING_ACCOUNT_NOT_FOUND' } });
  });
});
