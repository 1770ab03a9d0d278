import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LayerDocument } from '@brandloom/shared/layers';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { signUpAndSignIn } from './support/accounts.ts';
import { e2eBaseUrl } from './support/e2e-env.ts';

/** Where review screenshots go when SHOTS_DIR is set (a designer's look, not an assertion). */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: join(dir, `${name}.png`) });
}

// A logo no layout would paint by itself: a magenta square with a dark bar.
const logoSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><rect width="200" height="200" fill="#e11d8f"/><rect x="40" y="80" width="120" height="40" fill="#111827"/></svg>';

interface CreativeAnswer {
  id: string;
  version: number;
  versionOf: string | null;
  credits: number;
  imageUrl: string;
  copy: { headline: string };
}

/** A brand with a logo and two colours, so the creative has a logo to move and a palette to use. */
async function makeBrand(page: Page) {
  const logo = await page.request.post('/api/brands/logos/from-svg', { data: { svg: logoSvg } });
  expect(logo.status()).toBe(201);
  const { path } = (await logo.json()) as { path: string };
  const asset = (variant: 'light' | 'dark') => ({
    kind: 'logo',
    variant,
    path,
    contentType: 'image/svg+xml',
  });
  const brand = await page.request.post('/api/brands', {
    data: {
      name: 'Trail Co',
      colors: ['#1d4ed8', '#f59e0b', '#0f172a'],
      assets: [asset('light'), asset('dark')],
    },
  });
  expect(brand.status()).toBe(201);
}

/** The layer box of a role in canvas pixels (the first one). */
function boxOf(document: LayerDocument, role: string) {
  const layer = document.layers.find((item) => item.role === role);
  if (!layer || !('box' in layer.element)) throw new Error(`no ${role}`);
  return layer.element.box;
}

/** Mean absolute difference (0–255) between two images' pixels inside a box. */
async function boxDifference(
  first: Buffer,
  second: Buffer,
  box: { x: number; y: number; width: number; height: number },
) {
  const region = {
    left: Math.max(0, Math.round(box.x)),
    top: Math.max(0, Math.round(box.y)),
    width: Math.round(box.width),
    height: Math.round(box.height),
  };
  const [a, b] = await Promise.all(
    [first, second].map((image) => sharp(image).removeAlpha().extract(region).raw().toBuffer()),
  );
  let total = 0;
  for (let index = 0; index < (a?.length ?? 0); index += 1)
    total += Math.abs((a?.[index] ?? 0) - (b?.[index] ?? 0));
  return total / (a?.length ?? 1);
}

test('editor: change the headline, move the logo, save a free version and download it', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndSignIn(page);
  await makeBrand(page);

  await page.goto('/app/create');
  // The brand (and so its logo) is the composer's default once the brands list has arrived.
  await expect(page.getByTestId('composer-brand').locator('option:checked')).toHaveText('Trail Co');
  const prompt = page.getByTestId('composer-prompt');
  await prompt.fill('"Autumn boots are here" for our outdoor shop');
  await prompt.press('Enter');
  const card = page.getByTestId('creative-card').first();
  await expect(card).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });
  const [original] = (
    (await (await page.request.get('/api/creatives')).json()) as { creatives: CreativeAnswer[] }
  ).creatives;
  if (!original) throw new Error('no creative');
  const originalImage = Buffer.from(await (await page.request.get(original.imageUrl)).body());
  const before = ((await (await page.request.get('/api/credits')).json()) as { balance: number }).balance;

  await card.getByTestId('creative-edit').click();
  const dialog = page.getByTestId('editor-dialog');
  await expect(dialog).toBeVisible();
  const stage = dialog.getByTestId('editor-stage');
  await expect(stage.locator('canvas').first()).toBeVisible({ timeout: 30_000 });

  // The headline, typed in the side panel, is set again by the server in its box.
  const headline = dialog.getByTestId('editor-copy-headline');
  await headline.fill('Boots for every trail');
  await headline.press('Enter');
  await expect(dialog.getByRole('status').filter({ hasText: 'Updating' })).toHaveCount(0, {
    timeout: 30_000,
  });

  // The logo, picked in the layers list, is dragged on the canvas.
  await dialog.getByTestId('editor-layer-logo').click();
  await expect(stage).toHaveAttribute('data-selection', /\d/);
  const [x, y, width, height] = ((await stage.getAttribute('data-selection')) ?? '').split(',').map(Number);
  const scale = Number(await stage.getAttribute('data-scale'));
  const canvas = await stage.locator('canvas').first().boundingBox();
  if (!canvas || x === undefined || y === undefined || width === undefined || height === undefined)
    throw new Error('no canvas');
  const start = { x: canvas.x + (x + width / 2) * scale, y: canvas.y + (y + height / 2) * scale };
  // Towards the canvas's centre, so it stays on the canvas wherever the layout put it.
  const towards = (from: number, size: number) => (from < size / 2 ? 1 : -1);
  const shift = { x: towards(x, 1024) * 220, y: towards(y, 1024) * 180 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1)
    await page.mouse.move(start.x + (shift.x * scale * step) / 10, start.y + (shift.y * scale * step) / 10);
  await page.mouse.up();
  await expect(stage).not.toHaveAttribute('data-selection', [x, y, width, height].join(','));

  // The headline, aligned with a button, sits on the safe area's left edge.
  const { document: opened } = (await (
    await page.request.get(`/api/creatives/${original.id}/editor`)
  ).json()) as {
    document: LayerDocument;
  };
  await dialog.getByTestId('editor-layer-headline').first().click();
  await dialog.getByTestId('editor-align').getByRole('button', { name: /Left$/ }).click();
  await expect
    .poll(async () => Number(((await stage.getAttribute('data-selection')) ?? '').split(',')[0]))
    .toBeCloseTo(opened.safeArea.x, -0.5);
  await shot(page, 'editor-desktop');

  await dialog.getByTestId('editor-save').click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });

  // The chat card now shows the new version; its download is the new image.
  const versions = (
    (await (await page.request.get(`/api/creatives/${original.id}/versions`)).json()) as {
      creatives: (CreativeAnswer & { layers?: unknown })[];
    }
  ).creatives;
  expect(versions.map((item) => item.version)).toEqual([2, 1]);
  const saved = versions[0] as CreativeAnswer;
  expect(saved).toMatchObject({
    versionOf: original.id,
    credits: 0,
    copy: { headline: 'Boots for every trail' },
  });
  expect(((await (await page.request.get('/api/credits')).json()) as { balance: number }).balance).toBe(
    before,
  );

  await expect(page.getByTestId('creative-card')).toHaveCount(1);
  await page.getByTestId('creative-card').first().getByTestId('creative-download').click();
  const download = page.getByTestId('download-dialog');
  await download.getByRole('radio', { name: 'PNG' }).check({ force: true });
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    download.getByTestId('download-submit').click(),
  ]);
  const downloaded = await readFile(await file.path());

  // The saved document has the new headline and the logo where it was dragged.
  const editor = (await (await page.request.get(`/api/creatives/${saved.id}/editor`)).json()) as {
    document: LayerDocument;
  };
  const first = (await (await page.request.get(`/api/creatives/${original.id}/editor`)).json()) as {
    document: LayerDocument;
  };
  expect(editor.document.copy.headline).toBe('Boots for every trail');
  const oldLogo = boxOf(first.document, 'logo');
  const newLogo = boxOf(editor.document, 'logo');
  expect(Math.abs(newLogo.x - oldLogo.x) + Math.abs(newLogo.y - oldLogo.y)).toBeGreaterThan(100);
  // The downloaded file is the new version: the logo left its old box and shows in its new one.
  expect(await boxDifference(downloaded, originalImage, oldLogo)).toBeGreaterThan(10);
  expect(await boxDifference(downloaded, originalImage, newLogo)).toBeGreaterThan(10);
});

/** How colourful the image is inside a box: the mean spread between its channels (0 for grey). */
async function colourfulness(image: Buffer, box: { x: number; y: number; width: number; height: number }) {
  const { data, info } = await sharp(image)
    .removeAlpha()
    .extract({
      left: Math.max(0, Math.round(box.x)),
      top: Math.max(0, Math.round(box.y)),
      width: Math.round(box.width),
      height: Math.round(box.height),
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let total = 0;
  for (let index = 0; index < data.length; index += info.channels) {
    const [r = 0, g = 0, b = 0] = [data[index], data[index + 1], data[index + 2]];
    total += Math.max(r, g, b) - Math.min(r, g, b);
  }
  return total / (data.length / info.channels);
}

/** A colourful picture to attach: a gradient under coloured rings. */
function photoPng() {
  const rings = Array.from(
    { length: 9 },
    (_, index) =>
      `<circle cx="${100 + index * 90}" cy="${120 + (index % 3) * 220}" r="${40 + index * 6}" fill="hsl(${index * 40},70%,55%)"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="720"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#1d4ed8"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs><rect width="960" height="720" fill="url(#g)"/>${rings}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

test('editor: crop and filter the photo with the keyboard, save, and reset', async ({ page, context }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndSignIn(page);
  await makeBrand(page);
  const uploaded = await page.request.post('/api/uploads', {
    multipart: { file: { name: 'trail.png', mimeType: 'image/png', buffer: await photoPng() } },
  });
  expect(uploaded.status()).toBe(201);
  const upload = (await uploaded.json()) as { id: string };
  const generated = await page.request.post('/api/generations', {
    data: {
      prompt: '"Autumn boots are here" for our outdoor shop',
      ratio: '1:1',
      attachments: [{ kind: 'upload', id: upload.id }],
    },
  });
  expect(generated.status()).toBe(202);
  const listed = async () =>
    (
      (await (await page.request.get('/api/creatives')).json()) as {
        creatives: (CreativeAnswer & { status: string })[];
      }
    ).creatives;
  await expect
    .poll(async () => (await listed()).map((item) => item.status), { timeout: 60_000 })
    .toEqual(['completed']);
  const [original] = await listed();
  if (!original) throw new Error('no creative');
  const originalImage = Buffer.from(await (await page.request.get(original.imageUrl)).body());

  const openPhoto = async () => {
    await page.goto('/app/creatives');
    await page.getByTestId('library-card').first().getByTestId('creative-edit').click();
    const dialog = page.getByTestId('editor-dialog');
    await expect(dialog.getByTestId('editor-stage').locator('canvas').first()).toBeVisible({
      timeout: 30_000,
    });
    await dialog.getByTestId('editor-layer-photo').click();
    await expect(dialog.getByTestId('editor-photo-look')).toBeVisible();
    return dialog;
  };
  const dialog = await openPhoto();
  const idle = () =>
    expect(dialog.getByRole('status').filter({ hasText: /Updating|Wird aktualisiert/ })).toHaveCount(0, {
      timeout: 30_000,
    });
  const before = await page.getByTestId('editor-stage').locator('canvas').first().screenshot();

  // Sliders are range inputs: arrow keys step, Home and End go to the ends; each key let go is set.
  const zoom = dialog.getByLabel('Zoom');
  await zoom.focus();
  for (let step = 0; step < 6; step += 1) await zoom.press('ArrowRight');
  await expect(dialog.getByTestId('editor-photo-zoom-value')).toHaveText('130%');
  await idle();
  await dialog.getByLabel('Saturation').press('Home');
  await expect(dialog.getByTestId('editor-photo-saturation-value')).toHaveText('-100%');
  await idle();
  const blur = dialog.getByLabel('Blur');
  for (let step = 0; step < 2; step += 1) await blur.press('ArrowRight');
  await expect(dialog.getByTestId('editor-photo-blur-value')).toHaveText('2 px');
  await dialog.getByLabel('Contrast').press('ArrowRight');
  await expect(dialog.getByTestId('editor-photo-contrast-value')).toHaveText('+1%');
  await idle();
  // The canvas shows the server's new painting of the photo.
  const after = await page.getByTestId('editor-stage').locator('canvas').first().screenshot();
  expect(after.equals(before)).toBe(false);
  // Undo takes back the last step only.
  await dialog.getByTestId('editor-undo').click();
  await expect(dialog.getByTestId('editor-photo-contrast-value')).toHaveText('0%');
  await expect(dialog.getByTestId('editor-photo-blur-value')).toHaveText('2 px');

  await shot(page, 'editor-photo-light');
  if (process.env.SHOTS_DIR) {
    await page.emulateMedia({ colorScheme: 'dark' });
    await shot(page, 'editor-photo-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1024, height: 768 });
    await shot(page, 'editor-photo-tablet');
    await dialog.getByTestId('editor-photo-look').scrollIntoViewIfNeeded();
    await shot(page, 'editor-photo-tablet-panel');
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  await dialog.getByTestId('editor-save').click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  const versions = (
    (await (await page.request.get(`/api/creatives/${original.id}/versions`)).json()) as {
      creatives: CreativeAnswer[];
    }
  ).creatives;
  expect(versions.map((item) => item.version)).toEqual([2, 1]);
  const saved = versions[0] as CreativeAnswer;
  const { document, photoFocus } = (await (
    await page.request.get(`/api/creatives/${saved.id}/editor`)
  ).json()) as { document: LayerDocument; photoFocus: Record<string, { x: number; y: number }> };
  const photo = document.layers.find((layer) => layer.role === 'photo')?.element;
  if (photo?.kind !== 'photo') throw new Error('no photo layer');
  // The zoom closed in on where the photo was centred (its subject), not on the picture's middle.
  const focus = photoFocus[document.photos[photo.reference] ?? ''];
  expect(photo).toMatchObject({ crop: { ...focus, zoom: 1.3 }, filters: { saturation: -1, blur: 2 } });
  // Saturation at -100 %: the saved picture's photo has lost its colour.
  const savedImage = Buffer.from(await (await page.request.get(saved.imageUrl)).body());
  const photoBox = boxOf(document, 'photo');
  expect(await colourfulness(savedImage, photoBox)).toBeLessThan(
    (await colourfulness(originalImage, photoBox)) / 2,
  );

  // Reset brings the plain photo back, in one undoable step.
  const again = await openPhoto();
  await expect(again.getByTestId('editor-photo-saturation-value')).toHaveText('-100%');
  await again.getByTestId('editor-photo-reset').click();
  await expect(again.getByTestId('editor-photo-saturation-value')).toHaveText('0%');
  await expect(again.getByTestId('editor-photo-zoom-value')).toHaveText('100%');
  await expect(again.getByTestId('editor-photo-reset')).toBeDisabled();
  await expect(again.getByTestId('editor-save')).toBeEnabled();

  if (process.env.SHOTS_DIR) {
    await context.addCookies([{ name: 'lang', value: 'de', url: e2eBaseUrl }]);
    const german = await openPhoto();
    await expect(german.getByText('Zuschnitt und Filter', { exact: false }).first()).toBeVisible();
    await shot(page, 'editor-photo-de');
  }
});
