import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestDatabase } from '../../db/test-database.ts';
import { EnvError, loadEnv } from '../../env.ts';
import { type Browser, createBrowser } from '../../testing/http-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { signUpVerifiedUser } from '../../testing/test-users.ts';
import { reserveCredits } from '../credits/reserve-credits.ts';
import { createBillingTestClock, startBillingTestClock } from './billing-test-clock.ts';

let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof createTestApp>>;
let plain: Awaited<ReturnType<typeof createTestApp>>;
const wallClock = new Date('2026-11-22T12:00:00Z').getTime();
const clock = createBillingTestClock(() => wallClock);
const logger = pino({ level: 'silent' });

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp({ db: database.db, now: () => wallClock, billingTestClock: clock });
  plain = await createTestApp({ db: database.db, now: () => wallClock });
});
afterAll(async () => {
  await app?.cleanup();
  await plain?.cleanup();
  await database?.close();
});

async function subscribe(browser: Browser) {
  const started = await browser.post('/api/stripe/create-checkout', { plan: 'plus' });
  const path = new URL(((await started.json()) as { url: string }).url).pathname;
  const paid = await browser.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      action: 'pay',
      number: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    }).toString(),
  });
  expect(paid.status).toBe(303);
}

const credits = async (browser: Browser) =>
  (await (await browser.get('/api/credits')).json()) as { balance: number; nextRefill: string };

describe('the billing test clock', () => {
  it('moves billing time: the period ends, the subscription renews and the credits refill', async () => {
    const user = await signUpVerifiedUser(app.app);
    await subscribe(user.browser);
    await database.db.transaction((tx) =>
      reserveCredits(tx, { logger, now: clock.now }, user.id, [{ creativeId: randomUUID(), credits: 150 }]),
    );
    expect((await credits(user.browser)).balance).toBe(50);
    const before = await credits(user.browser);

    const onThisMachine = createBrowser(app.app, { ip: '127.0.0.1' });
    const moved = await onThisMachine.post('/api/dev/billing-clock/advance', { days: 31 });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toEqual({ now: '2026-12-23T12:00:00.000Z', renewed: 1 });
    const after = await credits(user.browser);
    expect(after.balance).toBe(200);
    expect(new Date(after.nextRefill).getTime()).toBeGreaterThan(new Date(before.nextRefill).getTime());
    const invoices = (await (await user.browser.get('/api/stripe/invoices')).json()) as {
      invoices: { kind: string }[];
    };
    expect(invoices.invoices.map((invoice) => invoice.kind)).toEqual(['renewal', 'subscription']);
  });

  it('answers only clients on this machine, refuses bad moves and is not there without the clock', async () => {
    const advance = (browser: Browser, days: unknown) =>
      browser.post('/api/dev/billing-clock/advance', { days });
    const local = createBrowser(app.app, { ip: '::1' });
    expect((await advance(createBrowser(app.app), 31)).status).toBe(404);
    expect((await advance(local, 0)).status).toBe(400);
    expect((await advance(local, -5)).status).toBe(400);
    expect((await advance(local, '31')).status).toBe(400);
    expect((await advance(createBrowser(plain.app, { ip: '127.0.0.1' }), 31)).status).toBe(404);
  });

  it('starts only when asked, with the local provider, on a server on this machine', () => {
    expect(
      startBillingTestClock({ BILLING_TEST_CLOCK: undefined }, { name: 'local' }, logger),
    ).toBeUndefined();
    expect(startBillingTestClock({ BILLING_TEST_CLOCK: 'on' }, { name: 'local' }, logger)).toBeDefined();
    expect(() => startBillingTestClock({ BILLING_TEST_CLOCK: 'on' }, { name: 'stripe' }, logger)).toThrow(
      /local billing provider only/,
    );
    expect(() => loadEnv({ BILLING_TEST_CLOCK: 'on', PUBLIC_URL: 'https://ads.example.com' })).toThrow(
      EnvError,
    );
    expect(() => loadEnv({ BILLING_TEST_CLOCK: 'yes' })).toThrow(/must be 'on' or unset/);
    expect(
      loadEnv({ BILLING_TEST_CLOCK: 'on', PUBLIC_URL: 'http://127.0.0.1:4130' }).BILLING_TEST_CLOCK,
    ).toBe('on');
  });
});
