import type { BrandCheck } from '@brandloom/shared/brand-check';
import { type LayerDocument, layerDocumentSchema } from '@brandloom/shared/layers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrandCompositor } from '../../brand-layer/brand-layer.ts';
import { creative } from '../../db/schema.ts';
import { createGenerationTestBed, type GenerationTestBed } from '../../testing/generation-test-bed.ts';
import { type Browser, createBrowser } from '../../testing/http-client.ts';
import { signUpVerifiedUser } from '../../testing/test-users.ts';
import { drainGenerationQueue } from '../../testing/test-worker-deps.ts';

let bed: GenerationTestBed;
let database: GenerationTestBed['database'];
let app: GenerationTestBed['app'];
let worker: GenerationTestBed['worker'];

beforeAll(async () => {
  bed = await createGenerationTestBed('brand-check', { provider: createBrandCompositor() });
  ({ database, app, worker } = bed);
});
afterAll(async () => {
  await bed?.cleanup();
});

async function generate(browser: Browser): Promise<string> {
  const brand = await browser.post('/api/brands', {
    name: 'Northwind',
    colors: ['#0f5c4d', '#f2c14e', '#e4572e'],
  });
  expect(brand.status).toBe(201);
  const { id: brandId } = (await brand.json()) as { id: string };
  const response = await browser.post('/api/generations', { prompt: 'Autumn sale on hiking boots', brandId });
  expect(response.status).toBe(202);
  const [queued] = ((await response.json()) as { creatives: { id: string }[] }).creatives;
  await drainGenerationQueue(worker);
  if (!queued) throw new Error('nothing queued');
  return queued.id;
}

async function layersOf(id: string): Promise<LayerDocument> {
  const [row] = await database.db
    .select({ layers: creative.layers })
    .from(creative)
    .where(eq(creative.id, id));
  return layerDocumentSchema.parse(row?.layers);
}

async function checkOf(browser: Browser, id: string, language = 'en'): Promise<BrandCheck> {
  const response = await browser.get(`/api/creatives/${id}/brand-check`, {
    headers: { 'accept-language': language },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as BrandCheck;
}

describe('GET /api/creatives/{id}/brand-check', () => {
  it('checks a new creative against its brand, with reasons in the caller’s language', async () => {
    const { browser } = await signUpVerifiedUser(app.app);
    const id = await generate(browser);
    const check = await checkOf(browser, id);
    if (check.state !== 'checked') throw new Error(`not checked: ${check.reason}`);
    expect(check.issues).toBe(0);
    const contrast = check.findings.find((item) => item.rule === 'contrast' && item.layerRole === 'headline');
    expect(contrast?.reason).toMatch(/^Headline contrast \d+(\.\d)?:1, needs 3:1$/);
    expect(check.findings.some((item) => item.rule === 'spelling')).toBe(true);
    const german = await checkOf(browser, id, 'de');
    if (german.state !== 'checked') throw new Error('not checked');
    expect(german.findings.find((item) => item.rule === 'contrast')?.reason).toMatch(/Kontrast/);
  }, 120_000);

  it('answers 404 for another user’s creative or a malformed id, 401 signed out', async () => {
    const owner = await signUpVerifiedUser(app.app);
    const id = await generate(owner.browser);
    const stranger = await signUpVerifiedUser(app.app);
    const theirs = await stranger.browser.get(`/api/creatives/${id}/brand-check`);
    expect(theirs.status).toBe(404);
    expect(((await theirs.json()) as { error: { code: string } }).error.code).toBe('CREATIVE_NOT_FOUND');
    expect((await stranger.browser.post(`/api/creatives/${id}/brand-check/fix`)).status).toBe(404);
    expect((await owner.browser.get('/api/creatives/not-a-uuid/brand-check')).status).toBe(404);
    const signedOut = createBrowser(app.app, { ip: '198.19.0.1' });
    expect((await signedOut.get(`/api/creatives/${id}/brand-check`)).status).toBe(401);
  }, 120_000);

  it('answers “not checked” for a creative without layers, and refuses to fix it', async () => {
    const { browser } = await signUpVerifiedUser(app.app);
    const id = await generate(browser);
    await database.db.update(creative).set({ layers: null }).where(eq(creative.id, id));
    expect(await checkOf(browser, id)).toEqual({
      state: 'not-checked',
      reason: 'no-layers',
      message: 'Made before layers were kept, so it cannot be checked.',
    });
    const fix = await browser.post(`/api/creatives/${id}/brand-check/fix`);
    expect(fix.status).toBe(409);
    expect(((await fix.json()) as { error: { code: string } }).error.code).toBe('BRAND_CHECK_UNAVAILABLE');
  }, 120_000);
});

describe('GET /api/creatives/brand-checks', () => {
  it('answers the badges of several creatives in one read, in the order asked', async () => {
    const { browser } = await signUpVerifiedUser(app.app);
    const first = await generate(browser);
    // The second without a brand (a free account has one), then made one of before layers were kept.
    const generated = await browser.post('/api/generations', { prompt: 'Spring sale on tents' });
    const [queued] = ((await generated.json()) as { creatives: { id: string }[] }).creatives;
    await drainGenerationQueue(worker);
    const second = queued?.id ?? '';
    await database.db.update(creative).set({ layers: null }).where(eq(creative.id, second));
    const response = await browser.get(`/api/creatives/brand-checks?ids=${second},${first},${first}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      checks: [
        { id: second, check: { state: 'not-checked', reason: 'no-layers' } },
        { id: first, check: { state: 'checked', issues: 0, worst: 'pass' } },
      ],
    });
  }, 120_000);

  it('checks that every id is the caller’s: 404 for another user’s, 400 for malformed or too many', async () => {
    const owner = await signUpVerifiedUser(app.app);
    const mine = await generate(owner.browser);
    const stranger = await signUpVerifiedUser(app.app);
    const theirs = await generate(stranger.browser);
    const mixed = await owner.browser.get(`/api/creatives/brand-checks?ids=${mine},${theirs}`);
    expect(mixed.status).toBe(404);
    expect(((await mixed.json()) as { error: { code: string } }).error.code).toBe('CREATIVE_NOT_FOUND');
    const codeOf = async (query: string) => {
      const response = await owner.browser.get(`/api/creatives/brand-checks${query}`);
      return [response.status, ((await response.json()) as { error: { code: string } }).error.code];
    };
    expect(await codeOf(`?ids=${mine},not-a-uuid`)).toEqual([400, 'VALIDATION_FAILED']);
    expect(await codeOf('?ids=')).toEqual([400, 'VALIDATION_FAILED']);
    expect(await codeOf('')).toEqual([400, 'VALIDATION_FAILED']);
    const tooMany = Array.from({ length: 101 }, () => crypto.randomUUID()).join(',');
    expect(await codeOf(`?ids=${tooMany}`)).toEqual([400, 'VALIDATION_FAILED']);
    const signedOut = createBrowser(app.app, { ip: '198.19.0.2' });
    expect((await signedOut.get(`/api/creatives/brand-checks?ids=${mine}`)).status).toBe(401);
  }, 120_000);
});

describe('POST /api/creatives/{id}/brand-check/fix', () => {
  it('fixes the headline’s contrast as the creative’s next version, at no credits', async () => {
    const { browser } = await signUpVerifiedUser(app.app);
    const id = await generate(browser);
    const document = await layersOf(id);
    const unreadable: LayerDocument = {
      ...document,
      layers: document.layers.map((layer) =>
        layer.element.kind === 'text' && layer.role === 'headline'
          ? { ...layer, element: { ...layer.element, colour: layer.element.backdrop } }
          : layer,
      ),
    };
    await database.db
      .update(creative)
      .set({ layers: unreadable, updatedDate: new Date() })
      .where(eq(creative.id, id));
    const before = await checkOf(browser, id);
    if (before.state !== 'checked') throw new Error('not checked');
    expect(before.findings[0]).toMatchObject({ rule: 'contrast', status: 'fail', fixable: true });
    expect(before.findings[0]?.reason).toMatch(/^Headline contrast 1:1, needs 3:1$/);
    expect(before.fixable).toBe(true);

    const response = await browser.post(`/api/creatives/${id}/brand-check/fix`);
    expect(response.status).toBe(201);
    const fixed = (await response.json()) as { check: BrandCheck; creative: { id: string; credits: number } };
    expect(fixed.check).toMatchObject({ state: 'checked', issues: 0 });
    expect(fixed.creative).toMatchObject({ credits: 0 });
    expect(fixed.creative.id).not.toBe(id);
    expect(await checkOf(browser, fixed.creative.id)).toMatchObject({ state: 'checked', issues: 0 });
    // The version before keeps its layout, so restoring it undoes the fix.
    expect(await checkOf(browser, id)).toMatchObject({ state: 'checked', issues: 1 });
  }, 120_000);
});
