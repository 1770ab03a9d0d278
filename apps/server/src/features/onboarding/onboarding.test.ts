import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { brand, creative, userUpload } from '../../db/schema.ts';
import { createTestDatabase } from '../../db/test-database.ts';
import type { Browser } from '../../testing/http-client.ts';
import { createBrowser } from '../../testing/http-client.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { signUpVerifiedUser } from '../../testing/test-users.ts';

let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp({ db: database.db });
});
afterAll(async () => {
  await app?.cleanup();
  await database?.close();
});

const progressOf = async (browser: Browser) => (await browser.get('/api/onboarding')).json();

const insertCreative = (userId: string, status: 'queued' | 'failed' | 'completed') =>
  database.db
    .insert(creative)
    .values({
      userId,
      generationId: randomUUID(),
      status,
      prompt: 'Summer sale',
      model: 'brand-compositor',
      ratio: '1:1',
      credits: 2,
    })
    .returning({ id: creative.id });

describe('GET /api/onboarding', () => {
  it('answers 401 when signed out', async () => {
    expect((await createBrowser(app.app).get('/api/onboarding')).status).toBe(401);
  });

  it('ticks each first step from the user’s own rows only', async () => {
    const { browser, id } = await signUpVerifiedUser(app.app);
    const other = await signUpVerifiedUser(app.app);
    expect(await progressOf(browser)).toEqual({
      brandCreated: false,
      creativeGenerated: false,
      imageUploaded: false,
      checklistClosed: false,
    });

    // Another user's brand, creative and upload count for them, not for this user.
    await database.db.insert(brand).values({ userId: other.id, name: 'Elsewhere' });
    await insertCreative(other.id, 'completed');
    await database.db.insert(userUpload).values({
      userId: other.id,
      fileId: 'f1',
      filename: 'shoe.png',
      path: `${other.id}/f1.png`,
      contentType: 'image/png',
      sizeBytes: 10,
    });
    expect(await progressOf(browser)).toEqual({
      brandCreated: false,
      creativeGenerated: false,
      imageUploaded: false,
      checklistClosed: false,
    });
    expect(await progressOf(other.browser)).toEqual({
      brandCreated: true,
      creativeGenerated: true,
      imageUploaded: true,
      checklistClosed: false,
    });

    await database.db.insert(brand).values({ userId: id, name: 'Mine' });
    // Queued and failed creatives are not a first creative yet.
    const [pending] = await insertCreative(id, 'queued');
    await insertCreative(id, 'failed');
    expect(await progressOf(browser)).toMatchObject({ brandCreated: true, creativeGenerated: false });

    if (!pending) throw new Error('no creative inserted');
    await database.db.update(creative).set({ status: 'completed' }).where(eq(creative.id, pending.id));
    expect(await progressOf(browser)).toEqual({
      brandCreated: true,
      creativeGenerated: true,
      imageUploaded: false,
      checklistClosed: false,
    });
  });
});

describe('POST /api/onboarding/checklist/close', () => {
  it('closes the checklist for the user alone, for good, and again without harm', async () => {
    expect((await createBrowser(app.app).post('/api/onboarding/checklist/close')).status).toBe(401);
    const { browser } = await signUpVerifiedUser(app.app);
    const other = await signUpVerifiedUser(app.app);

    expect((await browser.post('/api/onboarding/checklist/close')).status).toBe(204);
    expect(await progressOf(browser)).toMatchObject({ checklistClosed: true });
    expect((await browser.post('/api/onboarding/checklist/close')).status).toBe(204);
    expect(await progressOf(browser)).toMatchObject({ checklistClosed: true });
    expect(await progressOf(other.browser)).toMatchObject({ checklistClosed: false });
  });
});
