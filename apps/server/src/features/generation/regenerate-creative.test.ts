import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageProvider, ImageRequest } from '../../adapters/image-provider/image-provider.ts';
import { creative, userUpload } from '../../db/schema.ts';
import { createGenerationTestBed, type GenerationTestBed } from '../../testing/generation-test-bed.ts';
import type { Browser } from '../../testing/http-client.ts';
import { creditBalanceOf, signUpVerifiedUser } from '../../testing/test-users.ts';
import { drainGenerationQueue } from '../../testing/test-worker-deps.ts';

interface CreativeAnswer {
  id: string;
  conversationId: string;
  generationId: string;
  status: string;
  prompt: string;
  model: string;
  quality: string;
  ratio: string;
  brandId: string | null;
  styleId: string | null;
  attachments: { kind: string; id: string }[];
  variantIndex: number;
  credits: number;
}

/** What the provider was asked, so a test can see the references a variant got. */
const requests: ImageRequest[] = [];
const provider: ImageProvider = {
  id: 'brand-compositor',
  async generate(request) {
    requests.push(request);
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    return { png, width: 32, height: 32, copy: null, detail: {} };
  },
};

let bed: GenerationTestBed;
let database: GenerationTestBed['database'];
let app: GenerationTestBed['app'];
let worker: GenerationTestBed['worker'];

beforeAll(async () => {
  bed = await createGenerationTestBed('regenerate', { provider });
  ({ database, app, worker } = bed);
});
afterAll(async () => {
  await bed?.cleanup();
});

async function queued(response: Response) {
  expect(response.status).toBe(202);
  return ((await response.json()) as { creatives: CreativeAnswer[] }).creatives;
}

/** A finished creative of `browser`'s user, made from a prompt with one upload attached. */
async function finishedCreative(browser: Browser, userId: string) {
  const fileId = crypto.randomUUID();
  const [upload] = await database.db
    .insert(userUpload)
    .values({
      userId,
      fileId,
      filename: 'shoe.png',
      path: `${userId}/${fileId}.png`,
      contentType: 'image/png',
      sizeBytes: 10,
    })
    .returning();
  const [original] = await queued(
    await browser.post('/api/generations', {
      prompt: 'Autumn sale on boots',
      ratio: '2:3',
      styleId: 'bold',
      attachments: [{ kind: 'upload', id: upload?.id }],
      variants: 2,
    }),
  );
  await drainGenerationQueue(worker);
  if (!original) throw new Error('nothing queued');
  return { original, uploadId: upload?.id as string };
}

describe('regenerate', () => {
  it('queues the same prompt and settings once more in the same chat, as the next variant, paid like any', async () => {
    const { browser, id } = await signUpVerifiedUser(app.app);
    const { original, uploadId } = await finishedCreative(browser, id);
    expect(await creditBalanceOf(browser)).toBe(46);

    const [again] = await queued(await browser.post(`/api/creatives/${original.id}/regenerate`, {}));
    expect(again).toMatchObject({
      status: 'queued',
      conversationId: original.conversationId,
      prompt: 'Autumn sale on boots',
      model: 'brand-compositor',
      quality: 'low',
      ratio: '2:3',
      styleId: 'bold',
      attachments: [{ kind: 'upload', id: uploadId }],
      // Variants 0 and 1 exist: the new take gets a layout of its own.
      variantIndex: 2,
      credits: 2,
    });
    expect(again?.generationId).not.toBe(original.generationId);
    expect(await creditBalanceOf(browser)).toBe(44);
    await drainGenerationQueue(worker);
    const [row] = await database.db
      .select()
      .from(creative)
      .where(eq(creative.id, again?.id as string));
    expect(row?.status).toBe('completed');
    expect(await creditBalanceOf(browser)).toBe(44);
  });

  it('retries a failed creative the same way', async () => {
    const { browser, id } = await signUpVerifiedUser(app.app);
    const { original } = await finishedCreative(browser, id);
    await database.db.update(creative).set({ status: 'failed' }).where(eq(creative.id, original.id));
    const [retry] = await queued(await browser.post(`/api/creatives/${original.id}/regenerate`, {}));
    expect(retry).toMatchObject({ status: 'queued', conversationId: original.conversationId });
  });

  it('answers 404 for another user’s creative or a bad id, 401 signed out, and stops when out of credits', async () => {
    const owner = await signUpVerifiedUser(app.app);
    const stranger = await signUpVerifiedUser(app.app);
    const { original } = await finishedCreative(owner.browser, owner.id);
    const foreign = await stranger.browser.post(`/api/creatives/${original.id}/regenerate`, {});
    expect(await foreign.json()).toMatchObject({
      error: { code: 'CREATIVE_NOT_FOUND', message: "Could not find the creative you're looking for." },
    });
    expect(foreign.status).toBe(404);
    expect((await stranger.browser.post('/api/creatives/not-a-uuid/regenerate', {})).status).toBe(404);
    expect((await stranger.browser.post(`/api/creatives/${original.id}/variants`, {})).status).toBe(404);
    const anonymous = await app.app.request(`/api/creatives/${original.id}/regenerate`, { method: 'POST' });
    expect(anonymous.status).toBe(401);

    for (let balance = await creditBalanceOf(owner.browser); balance > 0; balance -= 2) {
      await queued(await owner.browser.post(`/api/creatives/${original.id}/regenerate`, {}));
    }
    const refused = await owner.browser.post(`/api/creatives/${original.id}/regenerate`, {});
    expect(refused.status).toBe(402);
    expect(await refused.json()).toMatchObject({ error: { code: 'OUT_OF_CREDITS' } });
    expect(await creditBalanceOf(owner.browser)).toBe(0);
  });
});

describe('make variants', () => {
  it('queues new versions with the creative attached first as the reference, each paid', async () => {
    const { browser, id } = await signUpVerifiedUser(app.app);
    const { original, uploadId } = await finishedCreative(browser, id);
    requests.length = 0;

    const variants = await queued(
      await browser.post(`/api/creatives/${original.id}/variants`, { variants: 3 }),
    );
    expect(variants.map((item) => item.variantIndex)).toEqual([2, 3, 4]);
    for (const item of variants) {
      expect(item).toMatchObject({
        conversationId: original.conversationId,
        prompt: original.prompt,
        ratio: '2:3',
        styleId: 'bold',
        attachments: [
          { kind: 'creative', id: original.id },
          { kind: 'upload', id: uploadId },
        ],
        credits: 2,
      });
    }
    expect(new Set(variants.map((item) => item.generationId)).size).toBe(1);
    expect(await creditBalanceOf(browser)).toBe(40);
    await drainGenerationQueue(worker);
    // The finished creative is the first reference; the upload has no stored file and is skipped.
    expect(requests).toHaveLength(3);
    expect(requests[0]?.references).toHaveLength(1);
    expect(requests[0]?.references[0]?.contentType).toBe('image/png');
  });

  it('keeps to the attachment limit, and refuses unfinished creatives and bad counts', async () => {
    const { browser, id } = await signUpVerifiedUser(app.app);
    const { original } = await finishedCreative(browser, id);
    const [fourAttached] = await queued(
      await browser.post('/api/generations', {
        prompt: 'Four references',
        attachments: Array.from({ length: 4 }, () => ({ kind: 'creative', id: original.id })),
      }),
    );
    await drainGenerationQueue(worker);
    const [variant] = await queued(
      await browser.post(`/api/creatives/${fourAttached?.id}/variants`, { variants: 1 }),
    );
    expect(variant?.attachments).toEqual([
      { kind: 'creative', id: fourAttached?.id },
      { kind: 'creative', id: original.id },
      { kind: 'creative', id: original.id },
      { kind: 'creative', id: original.id },
    ]);

    const unfinished = await browser.post(`/api/creatives/${variant?.id}/variants`, { variants: 1 });
    expect(unfinished.status).toBe(409);
    expect(await unfinished.json()).toMatchObject({
      error: { code: 'GENERATION_FAILED', message: 'Failed to generate image' },
    });
    expect((await browser.post(`/api/creatives/${original.id}/variants`, { variants: 5 })).status).toBe(400);
    expect((await browser.post(`/api/creatives/${original.id}/variants`, { variants: 0 })).status).toBe(400);
  });
});

describe('the library’s state filter', () => {
  it('lists only the creatives in the asked state (the pick-a-creative dialog asks for finished ones)', async () => {
    const { browser, id } = await signUpVerifiedUser(app.app);
    const { original } = await finishedCreative(browser, id);
    const [pending] = await queued(await browser.post(`/api/creatives/${original.id}/regenerate`, {}));
    const page = (await (await browser.get('/api/creatives?status=completed')).json()) as {
      creatives: CreativeAnswer[];
    };
    expect(page.creatives.map((item) => item.status)).toEqual(['completed', 'completed']);
    expect(page.creatives.map((item) => item.id)).not.toContain(pending?.id);
    expect((await browser.get('/api/creatives?status=done')).status).toBe(400);
  });
});
