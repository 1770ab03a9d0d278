import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestDatabase } from '../../db/test-database.ts';
import { createBrowser } from '../../testing/http-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { newUserFields, signUpVerifiedUser } from '../../testing/test-users.ts';

let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof createTestApp>>;
const adminEmail = 'credits-admin@example.com';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp({ db: database.db, adminEmails: [adminEmail] });
});
afterAll(async () => {
  await app?.cleanup();
  await database?.close();
});

describe('GET /api/credits', () => {
  it('answers 401 when signed out', async () => {
    const response = await createBrowser(app.app).get('/api/credits');
    expect(response.status).toBe(401);
  });

  it('shows a new Free user 50 credits, the costs per quality and an empty ledger', async () => {
    const { browser } = await signUpVerifiedUser(app.app);
    const credits = (await (await browser.get('/api/credits')).json()) as { nextRefill: string };
    expect(credits).toMatchObject({
      balance: 50,
      monthlyAllowance: 50,
      additionalCredits: 0,
      spent: 0,
      imageCosts: { low: 2, medium: 6, high: 18, auto: 14 },
    });
    expect(new Date(credits.nextRefill).getTime()).toBeGreaterThan(Date.now());
    expect(await (await browser.get('/api/credits/ledger')).json()).toEqual({
      entries: [],
      nextCursor: null,
    });
    expect((await browser.get('/api/credits/ledger?limit=0')).status).toBe(400);
  });
});

describe('POST /api/admin/credits', () => {
  it('lets an admin add credits by e-mail; the user sees them and the gift in the ledger', async () => {
    const admin = await signUpVerifiedUser(app.app, { ...newUserFields('boss'), email: adminEmail });
    const user = await signUpVerifiedUser(app.app);
    const response = await admin.browser.post('/api/admin/credits', { user: user.email, credits: 40 });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      userId: user.id,
      credits: { balance: 90, additionalCredits: 40 },
    });
    const ledger = (await (await user.browser.get('/api/credits/ledger')).json()) as { entries: unknown[] };
    expect(ledger.entries).toEqual([
      expect.objectContaining({ type: 'credits-added', credits: 40, reason: 'admin' }),
    ]);

    expect(
      (await admin.browser.post('/api/admin/credits', { user: 'nobody@example.com', credits: 1 })).status,
    ).toBe(404);
    expect((await admin.browser.post('/api/admin/credits', { user: user.id, credits: 0 })).status).toBe(400);
    expect((await user.browser.post('/api/admin/credits', { user: user.id, credits: 5 })).status).toBe(403);
  });
});
