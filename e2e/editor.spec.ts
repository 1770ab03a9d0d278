import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LayerDocument } from '@brandloom/shared/layers';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { signUpAndSignIn } from './support/accounts.ts';

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
