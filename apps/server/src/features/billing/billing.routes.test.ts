import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BillingProvider, BillingProviderError } from '../../adapters/billing/billing.ts';
import { createLocalBillingProvider } from '../../adapters/billing/local/local-billing-provider.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { invoice, subscription } from '../../db/schema.ts';
import { createTestDatabase } from '../../db/test-database.ts';
import { type Browser, createBrowser } from '../../testing/http-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { newUserFields, signUpVerifiedUser } from '../../testing/test-users.ts';
import { releaseCredits } from '../credits/release-credits.ts';
import { reserveCredits } from '../credits/reserve-credits.ts';
import type { BillingDeps } from './billing-deps.ts';
import { completeCheckout } from './complete-checkout.ts';
import { renewDueSubscriptions } from './renew-due-subscriptions.ts';

let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof createTestApp>>;
let clock = new Date('2026-11-22T12:00:00Z');
const cancelledAtProvider: string[] = [];
const adminEmail = 'billing-admin@example.com';
const logger = pino({ level: 'silent' });
const localProvider = createLocalBillingProvider('http://localhost:3000');
const provider: BillingProvider = {
  ...localProvider,
  async cancelNow(subscription) {
    cancelledAtProvider.push(subscription.providerSubscriptionId);
  },
};
let deps: BillingDeps;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp({
    db: database.db,
    adminEmails: [adminEmail],
    billingProvider: provider,
    now: () => clock.getTime(),
  });
  deps = { db: database.db, provider, logger, now: () => clock, publicUrl: 'http://localhost:3000' };
});
afterAll(async () => {
  await app?.cleanup();
  await database?.close();
});

const checkoutPath = (url: string) => new URL(url).pathname;

async function startCheckout(browser: Browser, body: Record<string, unknown>) {
  const response = await browser.post('/api/stripe/create-checkout', body);
  expect(response.status).toBe(200);
  return checkoutPath(((await response.json()) as { url: string }).url);
}

function submitCard(browser: Browser, path: string, card: { number: string; expiry?: string; cvc?: string }) {
  return browser.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action: 'pay', expiry: '12/30', cvc: '123', ...card }).toString(),
  });
}

const goodCard = { number: '4242 4242 4242 4242' };

async function subscriptionOf(browser: Browser) {
  return (await (await browser.get('/api/stripe/subscription')).json()) as {
    subscription: null | {
      plan: string;
      monthlyCredits: number;
      cancelAtPeriodEnd: boolean;
      cancelsOn: string | null;
      currentPeriodEnd: string;
      scheduledChange: null | { toPlan: string; toCredits: number; date: string };
    };
    credits: { balance: number; monthlyAllowance: number; monthlyBalance: number; additionalCredits: number };
  };
}

async function invoicesOf(browser: Browser) {
  return (
    (await (await browser.get('/api/stripe/invoices')).json()) as {
      invoices: {
        kind: string;
        amount: number;
        number: string;
        documentUrl: string;
        creationDate: string;
        periodStart: string;
        periodEnd: string;
      }[];
    }
  ).invoices;
}

async function subscribedUser(body: Record<string, unknown> = { plan: 'plus' }) {
  const user = await signUpVerifiedUser(app.app);
  const path = await startCheckout(user.browser, body);
  expect((await submitCard(user.browser, path, goodCard)).status).toBe(303);
  return user;
}

describe('checkout on the local provider', () => {
  it('asks for a session', async () => {
    expect((await createBrowser(app.app).get('/api/stripe/subscription')).status).toBe(401);
    expect((await createBrowser(app.app).post('/api/stripe/cancel')).status).toBe(401);
  });

  it('declines, refuses expired cards and bad CVCs without changing anything, then pays with 4242', async () => {
    const { browser } = await signUpVerifiedUser(app.app);
    const path = await startCheckout(browser, { plan: 'plus', returnPath: '/app/create' });
    const page = await browser.get(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await page.text()).toContain('4242 4242 4242 4242');

    const declined = await submitCard(browser, path, { number: '4000 0000 0000 0002' });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined. Try another card.');
    expect((await submitCard(browser, path, { ...goodCard, expiry: '01/20' })).status).toBe(402);
    expect((await submitCard(browser, path, { ...goodCard, cvc: '1' })).status).toBe(402);
    expect((await subscriptionOf(browser)).subscription).toBeNull();

    const paid = await submitCard(browser, path, goodCard);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('http://localhost:3000/app/create?checkout=success');
    const { subscription: plus, credits } = await subscriptionOf(browser);
    expect(plus).toMatchObject({ plan: 'plus', monthlyCredits: 200, cancelAtPeriodEnd: false });
    expect(credits).toMatchObject({ balance: 200, monthlyAllowance: 200 });
    expect(await invoicesOf(browser)).toEqual([
      expect.objectContaining({ kind: 'subscription', amount: 1900 }),
    ]);
    // The profile follows: medium quality is Plus's.
    expect(await (await browser.get('/api/profile')).json()).toMatchObject({ profile: { plan: 'plus' } });
  });

  it('answers in the caller language and sends the cancel button back with nothing changed', async () => {
    const { browser } = await signUpVerifiedUser(app.app);
    const path = await startCheckout(browser, { plan: 'flex', creditAmount: 500, currency: 'usd' });
    const german = await browser.get(path, { headers: { 'accept-language': 'de' } });
    expect(await german.text()).toContain('Testmodus');
    const cancelled = await browser.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=cancel',
    });
    expect(cancelled.headers.get('location')).toBe('http://localhost:3000/app/settings?checkout=cancelled');
    expect((await subscriptionOf(browser)).subscription).toBeNull();
    expect((await browser.get(path)).status).toBe(404);
  });

  it('makes one subscription of a double-clicked checkout and of a resubmitted form', async () => {
    const { browser } = await signUpVerifiedUser(app.app);
    const [first, second] = await Promise.all([
      startCheckout(browser, { plan: 'plus' }),
      startCheckout(browser, { plan: 'plus' }),
    ]);
    const results = await Promise.all([
      submitCard(browser, first, goodCard),
      submitCard(browser, second, goodCard),
    ]);
    expect(results.map((response) => response.status)).toEqual([303, 303]);
    expect((await submitCard(browser, first, goodCard)).status).toBe(303);
    expect(await invoicesOf(browser)).toHaveLength(1);
    expect((await browser.post('/api/stripe/create-checkout', { plan: 'plus' })).status).toBe(409);
  });

  it('refuses volumes that are not sold and checkouts of other users', async () => {
    const owner = await signUpVerifiedUser(app.app);
    const path = await startCheckout(owner.browser, { plan: 'plus' });
    const refused = await owner.browser.post('/api/stripe/create-checkout', {
      plan: 'flex',
      creditAmount: 999,
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
      'PLAN_VOLUME_NOT_OFFERED',
    );
    expect((await owner.browser.post('/api/stripe/create-checkout', { plan: 'free' })).status).toBe(400);
    const other = await signUpVerifiedUser(app.app);
    expect((await other.browser.get(path)).status).toBe(404);
    expect((await submitCard(other.browser, path, goodCard)).status).toBe(404);
  });
});

describe('changing a subscription', () => {
  it('upgrades at once with the credits reset, and sends a Free user to checkout', async () => {
    const free = await signUpVerifiedUser(app.app);
    expect(await (await free.browser.post('/api/stripe/update', { plan: 'plus' })).json()).toEqual({
      isPaymentMethodNeeded: true,
    });
    const { browser } = await subscribedUser();
    const update = await browser.post('/api/stripe/update', { plan: 'flex', creditAmount: 1000 });
    expect(await update.json()).toEqual({ isPaymentMethodNeeded: false });
    const { subscription: flex, credits } = await subscriptionOf(browser);
    expect(flex).toMatchObject({ plan: 'flex', monthlyCredits: 1000 });
    expect(credits).toMatchObject({ balance: 1000, monthlyAllowance: 1000 });
    expect((await invoicesOf(browser)).map((row) => row.kind)).toEqual(['upgrade', 'subscription']);
    const downgrade = await browser.post('/api/stripe/update', { plan: 'plus' });
    expect(downgrade.status).toBe(409);
  });

  it('schedules a downgrade once, cancels it, and refuses what the state does not allow', async () => {
    const { browser } = await subscribedUser({ plan: 'flex', creditAmount: 1000 });
    const scheduled = await browser.post('/api/stripe/schedule-change', { plan: 'flex', creditAmount: 500 });
    expect(scheduled.status).toBe(200);
    expect((await subscriptionOf(browser)).subscription?.scheduledChange).toMatchObject({
      toPlan: 'flex',
      toCredits: 500,
    });
    expect((await browser.post('/api/stripe/schedule-change', { plan: 'plus' })).status).toBe(409);
    expect((await browser.post('/api/stripe/cancel-scheduled-change')).status).toBe(200);
    expect((await subscriptionOf(browser)).subscription?.scheduledChange).toBeNull();
    const nothing = await browser.post(
      '/api/stripe/cancel-scheduled-change',
      {},
      {
        headers: { 'accept-language': 'fr' },
      },
    );
    expect(nothing.status).toBe(409);
    expect(((await nothing.json()) as { error: { message: string } }).error.message).toBe(
      "Aucun changement d'offre n'est programmé.",
    );
  });

  it('cancels at the period end, refuses changes meanwhile, and keeps the subscription', async () => {
    const { browser } = await subscribedUser();
    const cancel = await browser.post('/api/stripe/cancel');
    expect(cancel.status).toBe(200);
    const { subscription: cancelling } = await subscriptionOf(browser);
    expect(cancelling?.cancelsOn).toBe(cancelling?.currentPeriodEnd);
    expect((await browser.post('/api/stripe/update', { plan: 'flex', creditAmount: 500 })).status).toBe(409);
    expect((await browser.post('/api/stripe/reactivate')).status).toBe(200);
    expect((await subscriptionOf(browser)).subscription?.cancelAtPeriodEnd).toBe(false);
    expect((await browser.post('/api/stripe/reactivate')).status).toBe(409);
    const current = (await (await browser.post('/api/stripe/current')).json()) as {
      currentPeriodStart: number;
    };
    expect(current.currentPeriodStart).toBe(Math.floor(clock.getTime() / 1000));
  });

  it('answers 409 to a Free user changing a subscription they do not have', async () => {
    const { browser } = await signUpVerifiedUser(app.app);
    for (const path of ['cancel', 'reactivate', 'cancel-scheduled-change']) {
      expect((await browser.post(`/api/stripe/${path}`)).status).toBe(409);
    }
  });
});

describe('renewals', () => {
  it('refill the credits on the period end, apply a scheduled change, and end a cancelled plan', async () => {
    const started = clock;
    try {
      const downgrading = await subscribedUser({ plan: 'flex', creditAmount: 1000 });
      await downgrading.browser.post('/api/stripe/schedule-change', { plan: 'plus' });
      const leaving = await subscribedUser();
      await leaving.browser.post('/api/stripe/cancel');
      const staying = await subscribedUser();
      await database.db.transaction((tx) =>
        reserveCredits(tx, { logger, now: () => clock }, staying.id, [
          { creativeId: randomUUID(), credits: 150 },
        ]),
      );
      expect((await subscriptionOf(staying.browser)).credits.balance).toBe(50);

      clock = new Date('2026-12-22T12:00:01Z');
      expect(await renewDueSubscriptions(deps)).toBeGreaterThanOrEqual(3);
      expect(await renewDueSubscriptions(deps)).toBe(0);

      expect(await subscriptionOf(downgrading.browser)).toMatchObject({
        subscription: { plan: 'plus', monthlyCredits: 200, scheduledChange: null },
        credits: { balance: 200 },
      });
      expect((await invoicesOf(downgrading.browser))[0]).toMatchObject({ kind: 'renewal', amount: 1900 });
      expect(await subscriptionOf(leaving.browser)).toMatchObject({
        subscription: null,
        credits: { monthlyAllowance: 50 },
      });
      expect(await (await leaving.browser.get('/api/profile')).json()).toMatchObject({
        profile: { plan: 'free' },
      });
      expect((await subscriptionOf(staying.browser)).credits).toMatchObject({
        balance: 200,
        monthlyBalance: 200,
      });
    } finally {
      clock = started;
    }
  });

  it('retry a renewal the provider did not answer, and end one the card cannot pay', async () => {
    const started = clock;
    try {
      const flaky = await subscribedUser();
      const expiring = await subscribedUser();
      const [expiringRow] = await database.db
        .select()
        .from(subscription)
        .where(eq(subscription.userId, expiring.id));
      // The card on file expires before the renewal: like a declined card, the plan ends.
      await database.db
        .update(subscription)
        .set({ card: { last4: '4242', expMonth: 11, expYear: 2026 } })
        .where(eq(subscription.id, expiringRow?.id ?? ''));
      const [flakyRow] = await database.db
        .select()
        .from(subscription)
        .where(eq(subscription.userId, flaky.id));
      let outages = 1;
      const flakyDeps: BillingDeps = {
        ...deps,
        provider: {
          ...provider,
          async applyChange(change) {
            if (
              change.subscription.providerSubscriptionId === flakyRow?.providerSubscriptionId &&
              outages > 0
            ) {
              outages -= 1;
              throw new BillingProviderError('the processor did not answer');
            }
            return provider.applyChange(change);
          },
        },
      };
      clock = new Date('2026-12-22T12:00:01Z');
      await renewDueSubscriptions(flakyDeps);
      expect((await subscriptionOf(expiring.browser)).subscription).toBeNull();
      const waiting = await subscriptionOf(flaky.browser);
      expect(waiting.subscription).toMatchObject({
        plan: 'plus',
        currentPeriodEnd: '2026-12-22T12:00:00.000Z',
      });
      const [postponed] = await database.db
        .select()
        .from(subscription)
        .where(eq(subscription.userId, flaky.id));
      expect(postponed).toMatchObject({
        renewalAttempts: 1,
        renewalRetryAt: new Date('2026-12-22T12:01:01Z'),
      });

      // Not before its retry time; then it goes through and the count starts again.
      expect(await renewDueSubscriptions(flakyDeps)).toBe(0);
      clock = new Date('2026-12-22T12:01:01Z');
      expect(await renewDueSubscriptions(flakyDeps)).toBe(1);
      const renewed = await subscriptionOf(flaky.browser);
      expect(renewed.subscription).toMatchObject({
        plan: 'plus',
        currentPeriodEnd: '2027-01-22T12:00:00.000Z',
      });
      const [done] = await database.db.select().from(subscription).where(eq(subscription.userId, flaky.id));
      expect(done).toMatchObject({ renewalAttempts: 0, renewalRetryAt: null });
    } finally {
      clock = started;
    }
  });

  it('keep the ledger exact while a generation holds reserved credits across the renewal', async () => {
    const started = clock;
    try {
      const { browser, id } = await subscribedUser();
      const creativeId = randomUUID();
      await database.db.transaction((tx) =>
        reserveCredits(tx, { logger, now: () => clock }, id, [{ creativeId, credits: 18 }]),
      );
      clock = new Date('2026-12-22T12:00:01Z');
      await renewDueSubscriptions(deps);
      expect((await subscriptionOf(browser)).credits.balance).toBe(200);
      // Failing after the renewal gives nothing back to the new period: the old one's credits are gone.
      expect(await releaseCredits(database.db, creativeId, 'failed')).toBe(18);
      expect((await subscriptionOf(browser)).credits.balance).toBe(200);
    } finally {
      clock = started;
    }
  });
});

describe('credit packs', () => {
  it('add to the additional credits once, however often the payment is reported', async () => {
    const { browser } = await signUpVerifiedUser(app.app);
    const response = await browser.post('/api/stripe/create-pack-checkout', { packId: 'pack-100' });
    const path = checkoutPath(((await response.json()) as { url: string }).url);
    expect(await (await browser.get(path)).text()).toContain('100 credits');
    expect((await submitCard(browser, path, goodCard)).status).toBe(303);
    const checkoutId = path.split('/').pop() ?? '';
    expect(await completeCheckout(deps, { checkoutId, eventId: `checkout:${checkoutId}`, card: null })).toBe(
      'already-completed',
    );
    expect(await completeCheckout(deps, { checkoutId, eventId: 'another-event', card: null })).toBe(
      'already-completed',
    );
    expect((await subscriptionOf(browser)).credits).toMatchObject({ balance: 150, additionalCredits: 100 });
    expect(await invoicesOf(browser)).toEqual([expect.objectContaining({ kind: 'pack', amount: 900 })]);
    expect((await browser.post('/api/stripe/create-pack-checkout', { packId: 'pack-7' })).status).toBe(400);
  });
});

describe('the local portal', () => {
  it('lists downloadable invoices, changes the card and cancels', async () => {
    const { browser } = await subscribedUser();
    const portal = (await (await browser.post('/api/stripe/create-portal')).json()) as { url: string };
    const page = await browser.get(checkoutPath(portal.url));
    const html = await page.text();
    const [invoiceRow] = await invoicesOf(browser);
    expect(html).toContain(invoiceRow?.number);
    // The portal and the document write the invoice's dates (ISO text from the database) as dates.
    const dateText = (iso = '') =>
      new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
    expect(html).toContain(dateText(invoiceRow?.creationDate));
    const document = await browser.get(invoiceRow?.documentUrl ?? '');
    expect(document.headers.get('content-disposition')).toContain('attachment');
    const documentHtml = await document.text();
    expect(documentHtml).toContain('€19.00');
    expect(documentHtml).toContain(
      `${dateText(invoiceRow?.periodStart)} – ${dateText(invoiceRow?.periodEnd)}`,
    );

    const form = (body: string) =>
      browser.request('/billing/local/portal/card', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
    expect((await form('number=4000000000000002&expiry=12/30&cvc=123')).status).toBe(402);
    expect((await form('number=5555555555554444&expiry=11/31&cvc=321')).status).toBe(303);
    expect(await (await browser.get('/billing/local/portal')).text()).toContain('4444');

    const cancel = await browser.request('/billing/local/portal/cancel', { method: 'POST' });
    expect(cancel.status).toBe(303);
    expect((await subscriptionOf(browser)).subscription?.cancelAtPeriodEnd).toBe(true);

    const stranger = await signUpVerifiedUser(app.app);
    expect((await stranger.browser.get(invoiceRow?.documentUrl ?? '')).status).toBe(404);
    expect((await createBrowser(app.app).get('/billing/local/portal')).headers.get('location')).toBe(
      '/auth/login',
    );
  });
});

describe('accounts and admins', () => {
  it('cancels the subscription at the provider when the account is deleted', async () => {
    const { browser, id, email } = await subscribedUser();
    const [row] = await database.db.select().from(subscription).where(eq(subscription.userId, id));
    expect((await browser.post('/api/account/delete', { confirm: 'delete' })).status).toBe(200);
    expect(cancelledAtProvider).toContain(row?.providerSubscriptionId);
    // The invoice stays for the books, without its user.
    expect(await database.db.select().from(invoice).where(eq(invoice.customerEmail, email))).toEqual([
      expect.objectContaining({ userId: null, kind: 'subscription' }),
    ]);
  });

  it('gives admin-made Flex users a volume and shows a user billing and the upcoming renewals', async () => {
    const admin = await signUpVerifiedUser(app.app, { ...newUserFields('boss'), email: adminEmail });
    const user = await signUpVerifiedUser(app.app);
    const edited = await admin.browser.request(`/api/admin/users/${user.id}`, {
      method: 'PATCH',
      json: { plan: 'flex' },
    });
    expect(await edited.json()).toMatchObject({ plan: 'flex', creditAmount: 1000 });
    expect(await (await user.browser.get('/api/credits')).json()).toMatchObject({ balance: 1000 });

    const subscribed = await subscribedUser();
    const billing = await admin.browser.get(`/api/admin/users/${subscribed.id}/billing`);
    expect(await billing.json()).toMatchObject({
      billing: { subscription: { plan: 'plus' } },
      invoices: [expect.objectContaining({ kind: 'subscription' })],
    });
    expect((await admin.browser.get(`/api/admin/users/${randomUUID()}/billing`)).status).toBe(404);
    expect((await user.browser.get(`/api/admin/users/${subscribed.id}/billing`)).status).toBe(403);
    const renewals = (await (await admin.browser.get('/api/admin/billing/renewals')).json()) as {
      renewals: { userId: string }[];
    };
    expect(renewals.renewals.map((row) => row.userId)).toContain(subscribed.id);
  });
});
