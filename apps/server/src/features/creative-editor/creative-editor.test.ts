import { translateElement } from '@brandloom/shared/layer-edits';
import type { LayerDocument } from '@brandloom/shared/layers';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readObjectBytes } from '../../adapters/storage/storage.ts';
import { createBrandCompositor } from '../../brand-layer/brand-layer.ts';
import { creative, event, userUpload } from '../../db/schema.ts';
import { createGenerationTestBed, type GenerationTestBed } from '../../testing/generation-test-bed.ts';
import type { Browser } from '../../testing/http-client.ts';
import { creditBalanceOf, signUpVerifiedUser } from '../../testing/test-users.ts';
import { drainGenerationQueue } from '../../testing/test-worker-deps.ts';

interface CreativeAnswer {
  id: string;
  version: number;
  versionOf: string | null;
  credits: number;
  imageUrl: string | null;
  copy: { headline: string } | null;
}
interface PictureAnswer {
  id: string;
  image: string;
  x: number;
  y: number;
  width: number;
  height: number;
}
interface EditorAnswer {
  document: LayerDocument;
  layers: PictureAnswer[];
  photoFocus: Record<string, { x: number; y: number }>;
}

let bed: GenerationTestBed;
let database: GenerationTestBed['database'];
let app: GenerationTestBed['app'];
let worker: GenerationTestBed['worker'];
let storage: GenerationTestBed['storage'];

beforeAll(async () => {
  bed = await createGenerationTestBed('editor', { provider: createBrandCompositor() });
  ({ database, app, worker, storage } = bed);
});
afterAll(async () => {
  await bed?.cleanup();
});

async function generate(browser: Browser): Promise<CreativeAnswer> {
  const response = await browser.post('/api/generations', {
    prompt: 'Autumn sale on hiking boots',
    ratio: '1:1',
  });
  expect(response.status).toBe(202);
  const [queued] = ((await response.json()) as { creatives: CreativeAnswer[] }).creatives;
  await drainGenerationQueue(worker);
  return (await (await browser.get(`/api/creatives/${queued?.id}`)).json()) as CreativeAnswer;
}

/** A picture with detail everywhere (gradients, rings), stored as the user's upload. */
async function storedPhoto(userId: string): Promise<string> {
  const fileId = crypto.randomUUID();
  const path = `${userId}/${fileId}.png`;
  const rings = Array.from(
    { length: 9 },
    (_, index) =>
      `<circle cx="${100 + index * 90}" cy="${120 + (index % 3) * 220}" r="${40 + index * 6}" fill="hsl(${index * 40},70%,55%)"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="720"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#1d4ed8"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs><rect width="960" height="720" fill="url(#g)"/>${rings}</svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  await storage.put(path, png, { contentType: 'image/png' });
  await database.db.insert(userUpload).values({
    userId,
    fileId,
    filename: 'trail.png',
    path,
    contentType: 'image/png',
    sizeBytes: png.length,
  });
  return path;
}

/** A finished creative made from a prompt with the stored photo attached: it has a photo layer. */
async function generateWithPhoto(browser: Browser, userId: string): Promise<CreativeAnswer> {
  const path = await storedPhoto(userId);
  const [upload] = await database.db.select().from(userUpload).where(eq(userUpload.path, path));
  const response = await browser.post('/api/generations', {
    prompt: 'Autumn sale on hiking boots',
    ratio: '1:1',
    attachments: [{ kind: 'upload', id: upload?.id }],
  });
  expect(response.status).toBe(202);
  const [queued] = ((await response.json()) as { creatives: CreativeAnswer[] }).creatives;
  await drainGenerationQueue(worker);
  return (await (await browser.get(`/api/creatives/${queued?.id}`)).json()) as CreativeAnswer;
}

async function imageOf(id: string): Promise<Buffer> {
  const [row] = await database.db.select().from(creative).where(eq(creative.id, id));
  const object = row?.imagePath ? await storage.get(row.imagePath) : null;
  if (!object) throw new Error('no image');
  return Buffer.from(await readObjectBytes(object, 50 * 1024 * 1024));
}

async function openEditor(browser: Browser, id: string): Promise<EditorAnswer> {
  const response = await browser.get(`/api/creatives/${id}/editor`);
  expect(response.status).toBe(200);
  return (await response.json()) as EditorAnswer;
}

/** The document with a new headline (to be set again) and the logo moved by (dx, dy). */
function edited(document: LayerDocument, headline: string, dx: number, dy: number): LayerDocument {
  return {
    ...document,
    copy: { ...document.copy, headline },
    layers: document.layers.map((layer) =>
      layer.role === 'logo' || layer.role === 'wordmark'
        ? { ...layer, element: translateElement(layer.element, dx, dy) }
        : layer,
    ),
  };
}

const idOf = (document: LayerDocument, role: string) =>
  document.layers.find((layer) => layer.role === role)?.id;

/** The layer pictures laid on a black canvas where the editor lays them, as a PNG. */
async function composed(document: LayerDocument, layers: PictureAnswer[]): Promise<Buffer> {
  const visible = new Set(document.layers.filter((layer) => layer.visible).map((layer) => layer.id));
  return sharp({
    create: { width: document.width, height: document.height, channels: 3, background: '#000' },
  })
    .composite(
      layers
        .filter((layer) => visible.has(layer.id))
        .map((layer) => ({
          input: Buffer.from(layer.image.split(',')[1] ?? '', 'base64'),
          left: layer.x,
          top: layer.y,
        })),
    )
    .png()
    .toBuffer();
}

/** Mean absolute difference per channel (0–255) and the share of pixels off by more than 24. */
async function difference(first: Buffer, second: Buffer) {
  const [a, b] = await Promise.all([first, second].map((png) => sharp(png).removeAlpha().raw().toBuffer()));
  if (!a || !b || a.length !== b.length) throw new Error('sizes differ');
  let total = 0;
  let off = 0;
  for (let index = 0; index < a.length; index += 3) {
    let pixel = 0;
    for (let channel = 0; channel < 3; channel += 1)
      pixel = Math.max(pixel, Math.abs((a[index + channel] ?? 0) - (b[index + channel] ?? 0)));
    total += pixel;
    if (pixel > 24) off += 1;
  }
  const pixels = a.length / 3;
  return { mean: total / pixels, off: off / pixels };
}

describe('image editor and versions', () => {
  it('saves an edit as a free new version that the library shows instead, and the preview matches it', async () => {
    const { browser } = await signUpVerifiedUser(app.app);
    const made = await generate(browser);
    const before = await creditBalanceOf(browser);
    const opened = await openEditor(browser, made.id);
    const visible = opened.document.layers.filter((layer) => layer.visible).length;
    expect(opened.layers.length).toBeGreaterThanOrEqual(visible - 1);
    // The editor's start composes to the creative as stored.
    expect(
      (await difference(await composed(opened.document, opened.layers), await imageOf(made.id))).mean,
    ).toBeLessThan(1);

    const headline = idOf(opened.document, 'headline');
    const preview = await browser.post(`/api/creatives/${made.id}/editor/preview`, {
      document: edited(opened.document, 'Boots for every trail', -40, 30),
      refit: [headline],
    });
    expect(preview.status).toBe(200);
    const previewed = (await preview.json()) as EditorAnswer;
    const headlineLayer = previewed.document.layers.find((layer) => layer.id === headline);
    expect(
      headlineLayer?.element.kind === 'text' &&
        headlineLayer.element.fitted.lines.map((line) => line.text).join(' '),
    ).toBe('Boots for every trail');

    const saved = await browser.post(`/api/creatives/${made.id}/versions`, { document: previewed.document });
    expect(saved.status).toBe(201);
    const version = ((await saved.json()) as { creative: CreativeAnswer }).creative;
    expect(version).toMatchObject({ version: 2, versionOf: made.id, credits: 0 });
    expect(version.copy?.headline).toBe('Boots for every trail');
    expect(await creditBalanceOf(browser)).toBe(before);
    const events = await database.db.select().from(event);
    expect(events.filter((item) => JSON.stringify(item.data).includes(version.id))).toEqual([]);

    // What the editor showed is what was saved.
    const savedImage = await imageOf(version.id);
    const gap = await difference(await composed(previewed.document, previewed.layers), savedImage);
    expect(gap.mean).toBeLessThan(1);
    expect(gap.off).toBeLessThan(0.005);
    expect((await difference(savedImage, await imageOf(made.id))).off).toBeGreaterThan(0.001);

    const library = (await (await browser.get('/api/creatives')).json()) as { creatives: CreativeAnswer[] };
    expect(library.creatives.map((item) => item.id)).toEqual([version.id]);
    const versions = (await (await browser.get(`/api/creatives/${made.id}/versions`)).json()) as {
      creatives: CreativeAnswer[];
    };
    expect(versions.creatives.map((item) => item.version)).toEqual([2, 1]);

    const reverted = await browser.post(`/api/creatives/${made.id}/revert`, {});
    expect(reverted.status).toBe(201);
    const third = ((await reverted.json()) as { creative: CreativeAnswer }).creative;
    expect(third).toMatchObject({ version: 3, versionOf: made.id, credits: 0 });
    expect((await difference(await imageOf(third.id), await imageOf(made.id))).mean).toBe(0);
  });

  it('refuses another user’s creative, other files and unbounded documents', async () => {
    const owner = await signUpVerifiedUser(app.app);
    const made = await generate(owner.browser);
    const { document } = await openEditor(owner.browser, made.id);
    const stranger = await signUpVerifiedUser(app.app);
    expect((await stranger.browser.get(`/api/creatives/${made.id}/editor`)).status).toBe(404);
    expect((await stranger.browser.post(`/api/creatives/${made.id}/versions`, { document })).status).toBe(
      404,
    );
    expect((await stranger.browser.post(`/api/creatives/${made.id}/revert`, {})).status).toBe(404);
    expect((await stranger.browser.get(`/api/creatives/${made.id}/versions`)).status).toBe(404);

    const save = (body: unknown) =>
      owner.browser.post(`/api/creatives/${made.id}/versions`, { document: body });
    const withFont = (path: string) => ({
      ...document,
      layers: document.layers.map((layer) =>
        layer.element.kind === 'text'
          ? { ...layer, element: { ...layer.element, font: { ...layer.element.font, path } } }
          : layer,
      ),
    });
    const refused = async (body: unknown, code: string) => {
      const response = await save(body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(code);
    };
    await refused(withFont('/etc/passwd'), 'LAYER_FILE_NOT_ALLOWED');
    await refused(withFont('@fontsource/inter/../../../etc/passwd'), 'LAYER_FILE_NOT_ALLOWED');
    await refused({ ...document, photos: ['../../secrets.png'] }, 'LAYER_FILE_NOT_ALLOWED');
    await refused({ ...document, photos: [`${owner.id}/someone-else.png`] }, 'LAYER_FILE_NOT_ALLOWED');
    await refused({ ...document, width: document.width * 2 }, 'LAYER_DOCUMENT_INVALID');
    await refused({ ...document, layers: 'none' }, 'LAYER_DOCUMENT_INVALID');
    await refused(
      {
        ...document,
        layers: document.layers.map((layer) =>
          layer.element.kind === 'text'
            ? { ...layer, element: { ...layer.element, box: { x: 0, y: 0, width: 1e7, height: 1e7 } } }
            : layer,
        ),
      },
      'LAYER_DOCUMENT_INVALID',
    );
    // A shipped catalogue font is fine.
    expect((await save(withFont('@fontsource/lora/files/lora-latin-400-normal.woff2'))).status).toBe(201);
  });

  it('crops and filters a photo the same in the preview and the saved render, and two saves at once take two numbers', async () => {
    const { browser, id: userId } = await signUpVerifiedUser(app.app);
    const made = await generateWithPhoto(browser, userId);
    const opened = await openEditor(browser, made.id);
    const photoId = idOf(opened.document, 'photo');
    expect(photoId).toBeDefined();
    const look = {
      crop: { x: 0.3, y: 0.65, zoom: 1.8 },
      filters: { brightness: 0.15, contrast: 0.3, saturation: -0.6, blur: 3 },
    };
    const document: LayerDocument = {
      ...opened.document,
      layers: opened.document.layers.map((layer) =>
        layer.id === photoId && layer.element.kind === 'photo'
          ? { ...layer, element: { ...layer.element, ...look } }
          : layer,
      ),
    };
    const preview = await browser.post(`/api/creatives/${made.id}/editor/preview`, { document, refit: [] });
    expect(preview.status).toBe(200);
    const previewed = (await preview.json()) as EditorAnswer;
    const photoBefore = opened.layers.find((layer) => layer.id === photoId);
    const photoAfter = previewed.layers.find((layer) => layer.id === photoId);
    expect(photoAfter?.image).not.toBe(photoBefore?.image);
    // Two saves at the same moment: both stored, under two numbers (or one told of the conflict).
    const saves = await Promise.all(
      [1, 2].map(() => browser.post(`/api/creatives/${made.id}/versions`, { document: previewed.document })),
    );
    const stored: CreativeAnswer[] = [];
    for (const response of saves) {
      if (response.status === 409) {
        const { error } = (await response.json()) as { error: { code: string; message: string } };
        expect(error.code).toBe('CREATIVE_VERSION_CONFLICT');
        expect(error.message).not.toBe('CREATIVE_VERSION_CONFLICT');
        continue;
      }
      expect(response.status).toBe(201);
      stored.push(((await response.json()) as { creative: CreativeAnswer }).creative);
    }
    expect(stored.length).toBeGreaterThan(0);
    const numbers = stored.map((version) => version.version).sort();
    expect(numbers).toEqual([2, 3].slice(0, stored.length));
    const rows = await database.db.select().from(creative).where(eq(creative.versionOf, made.id));
    expect(new Set(rows.map((row) => row.version)).size).toBe(rows.length);
    // What the editor showed is what was saved, and the render is deterministic.
    const [first, second] = stored;
    if (!first) throw new Error('nothing saved');
    const savedImage = await imageOf(first.id);
    const gap = await difference(await composed(previewed.document, previewed.layers), savedImage);
    expect(gap.mean).toBeLessThan(1);
    expect(gap.off).toBeLessThan(0.005);
    expect((await difference(savedImage, await imageOf(made.id))).off).toBeGreaterThan(0.01);
    if (second) expect((await imageOf(second.id)).equals(savedImage)).toBe(true);
    // Out-of-range values are no document.
    const refused = await browser.post(`/api/creatives/${made.id}/versions`, {
      document: {
        ...document,
        layers: document.layers.map((layer) =>
          layer.id === photoId
            ? { ...layer, element: { ...layer.element, crop: { x: 2, y: 0, zoom: 1 } } }
            : layer,
        ),
      },
    });
    expect(refused.status).toBe(400);
  });

  it('says where an uncropped photo centres, so a crop starting there paints the same photo', async () => {
    const { browser, id: userId } = await signUpVerifiedUser(app.app);
    const made = await generateWithPhoto(browser, userId);
    const opened = await openEditor(browser, made.id);
    const photoId = idOf(opened.document, 'photo');
    const photo = opened.document.layers.find((layer) => layer.id === photoId)?.element;
    if (photo?.kind !== 'photo') throw new Error('no photo layer');
    const path = opened.document.photos[photo.reference] ?? '';
    const focus = opened.photoFocus[path];
    expect(focus?.x).toBeGreaterThanOrEqual(0);
    expect(focus?.x).toBeLessThanOrEqual(1);
    expect(focus?.y).toBeGreaterThanOrEqual(0);
    expect(focus?.y).toBeLessThanOrEqual(1);
    const cropped: LayerDocument = {
      ...opened.document,
      layers: opened.document.layers.map((layer) =>
        layer.id === photoId && layer.element.kind === 'photo'
          ? { ...layer, element: { ...layer.element, crop: { x: focus?.x ?? 0, y: focus?.y ?? 0, zoom: 1 } } }
          : layer,
      ),
    };
    const preview = await browser.post(`/api/creatives/${made.id}/editor/preview`, {
      document: cropped,
      refit: [],
      layers: [photoId],
    });
    const previewed = (await preview.json()) as EditorAnswer;
    expect(previewed.layers.find((layer) => layer.id === photoId)?.image).toBe(
      opened.layers.find((layer) => layer.id === photoId)?.image,
    );
    expect(previewed.photoFocus[path]).toEqual(focus);
  });

  it('deletes a creative with its whole version chain and their files', async () => {
    const { browser } = await signUpVerifiedUser(app.app);
    const made = await generate(browser);
    const { document } = await openEditor(browser, made.id);
    const saved: CreativeAnswer[] = [];
    for (const headline of ['Boots for every trail', 'Boots for every season']) {
      const response = await browser.post(`/api/creatives/${made.id}/versions`, {
        document: edited(document, headline, 10, 0),
      });
      expect(response.status).toBe(201);
      saved.push(((await response.json()) as { creative: CreativeAnswer }).creative);
    }
    const ids = [made.id, ...saved.map((version) => version.id)];
    const rows = await database.db.select().from(creative).where(inArray(creative.id, ids));
    const files = rows.flatMap((row) => [row.imagePath, row.thumbnailPath]).filter((path) => path !== null);
    expect(files).toHaveLength(6);
    for (const path of files) expect(await storage.get(path)).not.toBeNull();
    // Deleting the original (root) takes its versions along.
    const deleted = await browser.request(`/api/creatives/${made.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect(await database.db.select().from(creative).where(inArray(creative.id, ids))).toEqual([]);
    for (const id of ids) expect((await browser.get(`/api/creatives/${id}`)).status).toBe(404);
    for (const path of files) expect(await storage.get(path)).toBeNull();
    const library = (await (await browser.get('/api/creatives')).json()) as { creatives: CreativeAnswer[] };
    expect(library.creatives).toEqual([]);
    expect((await browser.request(`/api/creatives/${made.id}`, { method: 'DELETE' })).status).toBe(404);
  });
});
