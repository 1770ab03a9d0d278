import { findAdFormat } from '@brandloom/shared/ad-formats';
import { layerDocumentSchema } from '@brandloom/shared/layers';
import {
  planCreative,
  planForPlacement,
  prepareBrandLogo,
  renderCreative,
  renderDocument,
  thumbnailOf,
} from '../../apps/server/src/brand-layer/brand-layer.ts';
import {
  logoSvg,
  sampleBrand,
  samplePhotos,
  sampleRequest,
} from '../../apps/server/src/brand-layer/testing.ts';
import { launchChromium } from './browser.ts';
import { type BenchRow, median } from './rows.ts';
import { signedInState } from './sign-in.ts';

/**
 * The image editor (decision 0055). Saving: an edited document read back from JSON, checked against
 * the schema, rendered and thumbnailed, as a multiple of the compositor's own render of the same
 * document (goal ≤ 2×). Dragging: frames per second while a layer of a 1080×1920 creative is dragged
 * in Chromium, against the same page's frame rate standing still (goal: at least 0.9 of it).
 */

const saves = 8;
const saveBudget = 2;
const dragFrameShare = 0.9;

function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

async function measureSave(): Promise<BenchRow> {
  const stories = findAdFormat('meta-stories');
  if (!stories) throw new Error('No meta-stories format');
  const brand = sampleBrand({ logo: { light: logoSvg('#0f5c4d'), dark: logoSvg('#ffffff') } });
  const request = sampleRequest({ ratio: '2:3', brand, references: await samplePhotos(1) });
  const planned = await planForPlacement(request, (await planCreative(request)).document, stories);
  const logo = await prepareBrandLogo(brand);
  const edited = JSON.stringify(planned.document);
  await renderCreative(planned, request);
  const compositor: number[] = [];
  const saving: number[] = [];
  for (let index = 0; index < saves; index += 1) {
    let started = cpuMs();
    await renderCreative(planned, request);
    compositor.push(cpuMs() - started);
    started = cpuMs();
    const document = layerDocumentSchema.parse(JSON.parse(edited));
    const files = { references: request.references, logo, thumbnail: true };
    await thumbnailOf(await renderDocument(document, files));
    saving.push(cpuMs() - started);
  }
  return {
    name: 'editor save of a 1080×1920 document, median CPU',
    value: Math.round(median(saving)),
    unit: 'ms',
    floor: { name: 'the compositor’s render of it', value: Math.round(median(compositor)) },
    budget: saveBudget,
  };
}

/** Frames per second the page paints over `ms` while `during` runs (requestAnimationFrame). */
const frameRateScript = `(ms) => new Promise((resolve) => {
  let frames = 0;
  const start = performance.now();
  const tick = (now) => {
    frames += 1;
    if (now - start < ms) requestAnimationFrame(tick);
    else resolve((frames * 1000) / (now - start));
  };
  requestAnimationFrame(tick);
})`;

async function measureDrag(baseUrl: string): Promise<BenchRow> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({
      baseURL: baseUrl,
      storageState: await signedInState(browser, baseUrl),
      viewport: { width: 1280, height: 900 },
    });
    const made = await context.request.post('/api/generations', {
      headers: { origin: baseUrl },
      data: { prompt: 'Autumn sale on hiking boots, 30% off', placement: 'meta-stories' },
    });
    if (!made.ok()) throw new Error(`Generation failed: ${made.status()}`);
    const [queued] = ((await made.json()) as { creatives: { id: string }[] }).creatives;
    let status = 'queued';
    for (let attempt = 0; attempt < 240 && status !== 'completed'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = (
        (await (await context.request.get(`/api/creatives/${queued?.id}`)).json()) as { status: string }
      ).status;
    }
    const page = await context.newPage();
    await page.goto(`/app/creatives?creative=${queued?.id}`);
    await page.getByTestId('creative-details').getByTestId('creative-edit').click();
    const stage = page.getByTestId('editor-stage');
    await stage.locator('canvas').first().waitFor({ timeout: 60_000 });
    await page.getByTestId('editor-layer-headline').click();
    await page.waitForFunction(() => document.querySelector('[data-selection]') !== null);
    const [x = 0, y = 0, width = 0, height = 0] = ((await stage.getAttribute('data-selection')) ?? '')
      .split(',')
      .map(Number);
    const scale = Number(await stage.getAttribute('data-scale'));
    const canvas = await stage.locator('canvas').first().boundingBox();
    if (!canvas) throw new Error('No canvas');
    const still = (await page.evaluate(`(${frameRateScript})(1500)`)) as number;
    const start = { x: canvas.x + (x + width / 2) * scale, y: canvas.y + (y + height / 2) * scale };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    const rate = page.evaluate(`(${frameRateScript})(1500)`) as Promise<number>;
    const began = Date.now();
    for (let step = 0; Date.now() - began < 1600; step += 1) {
      // Back and forth over 200 canvas pixels, a move per frame or so.
      const offset = (Math.sin(step / 10) * 200 * scale) / 2;
      await page.mouse.move(start.x + offset, start.y + offset / 2);
      await page.waitForTimeout(16);
    }
    const dragging = await rate;
    await page.mouse.up();
    return {
      name: 'editor drag on a 1080×1920 document, frames per second',
      value: Math.round(dragging * 10) / 10,
      unit: 'fps',
      floor: { name: 'the same page standing still', value: Math.round(still * 10) / 10 },
      budget: dragFrameShare,
      goal: 'at least',
    };
  } finally {
    await browser.close();
  }
}

export async function measureEditor(baseUrl: string): Promise<BenchRow[]> {
  return [await measureSave(), await measureDrag(baseUrl)];
}
