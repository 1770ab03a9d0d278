import type { BrandScanDraft } from '@brandloom/shared/brands';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { parseAllowedHosts } from '../../lib/safe-fetch/address-policy.ts';
import { type FixtureSites, startFixtureSites } from '../../testing/fixture-sites.ts';
import { fetchWebsiteImage } from './fetch-website-image.ts';
import { listWebsiteImages } from './list-website-images.ts';
import { scanWebsite } from './scan-website.ts';
import type { WebsiteFetchContext } from './website-fetch.ts';

let sites: FixtureSites;
let context: WebsiteFetchContext;
const logLines: { level: number; msg: string; url?: string }[] = [];

beforeAll(async () => {
  sites = await startFixtureSites();
  const logger = pino({ level: 'info' }, { write: (line: string) => logLines.push(JSON.parse(line)) });
  context = { allowedHosts: parseAllowedHosts([sites.allowListEntry]), logger };
});
afterAll(async () => {
  await sites?.close();
});

const colorsOf = (draft: BrandScanDraft) => draft.colors.map((color) => color.value);
const familiesOf = (draft: BrandScanDraft) => draft.fonts.map((font) => font.value.family);

async function failureOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${error}`);
  return error;
}

describe('scanWebsite', () => {
  it('reads a static site with CSS variables: title, description, theme colour, variables, fonts, logo', async () => {
    const draft = await scanWebsite(`${sites.baseUrl}/css-variables/`, context);
    expect(draft.url).toBe(`${sites.baseUrl}/css-variables/`);
    expect(draft.name).toEqual({
      value: 'Fjord Coffee Roasters',
      source: { kind: 'title', detail: 'Fjord Coffee Roasters | Small-batch coffee from Bergen' },
    });
    expect(draft.description?.source.kind).toBe('meta-description');
    expect(draft.description?.value).toMatch(/^Fjord Coffee Roasters roasts small batches/);
    // Theme colour first (also --brand-primary), then the accent variable; greys last.
    expect(draft.colors[0]).toEqual({ value: '#0b4f6c', source: { kind: 'theme-color' } });
    expect(draft.colors).toContainEqual({
      value: '#f2994a',
      source: { kind: 'css-variable', detail: '--brand-accent' },
    });
    const colors = colorsOf(draft);
    expect(colors.indexOf('#f2994a')).toBeLessThan(colors.indexOf('#ffffff'));
    expect(colors).not.toContain('#000000'); // only in the print stylesheet, which is not read
    for (const color of colors) expect(color).toMatch(/^#[0-9a-f]{6}$/);
    expect(familiesOf(draft)).toEqual(['Work Sans', 'Fraunces']);
    expect(draft.fonts[0]?.source).toEqual({
      kind: 'font-family',
      detail: `${sites.baseUrl}/css-variables/styles.css`,
    });
    expect(draft.logos).toEqual([
      {
        value: {
          kind: 'logo',
          url: `${sites.baseUrl}/css-variables/logo.png`,
          svg: null,
          contentType: 'image/png',
        },
        source: { kind: 'img-logo', detail: 'Fjord Coffee Roasters' },
      },
    ]);
  });

  it('reads a site with web fonts and an inline SVG logo, and sanitises the SVG', async () => {
    const draft = await scanWebsite(`${sites.baseUrl}/web-fonts/`, context);
    expect(draft.name).toEqual({ value: 'Lumen Studio', source: { kind: 'og-site-name' } });
    expect(draft.description?.source.kind).toBe('og-description');
    const googleFonts =
      'https://fonts.googleapis.com/css2?family=Inter:wght@400;600&family=Space+Grotesk:wght@500&display=swap';
    expect(draft.fonts).toContainEqual({
      value: { family: 'Inter', url: googleFonts },
      source: { kind: 'web-font-link', detail: googleFonts },
    });
    expect(familiesOf(draft)).toContain('Space Grotesk');
    expect(draft.fonts).toContainEqual({
      value: { family: 'Lumen Display', url: `${sites.baseUrl}/web-fonts/fonts/lumen-display.woff2` },
      source: { kind: 'font-face', detail: `${sites.baseUrl}/web-fonts/assets/site.css` },
    });
    // The fixture serves a real web font there.
    const font = Buffer.from(
      await (await fetch(`${sites.baseUrl}/web-fonts/fonts/lumen-display.woff2`)).arrayBuffer(),
    );
    expect(font.subarray(0, 4).toString('latin1')).toBe('wOF2');

    const [logo, ...others] = draft.logos;
    expect(logo?.source).toEqual({ kind: 'inline-svg', detail: 'Lumen Studio home' });
    expect(logo?.value.url).toBeNull();
    const svg = logo?.value.svg ?? '';
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg).toContain('fill="#e63946"');
    expect(svg).not.toMatch(/<script|onload|evil\.example/);
    // The sanitised SVG is a file of its own: it renders.
    expect((await sharp(Buffer.from(svg)).metadata()).format).toBe('svg');
    // A navigation icon in the header is not a logo.
    expect(others.map((candidate) => candidate.source.kind)).toEqual(['touch-icon', 'favicon', 'og-image']);
    expect(others[0]?.value).toMatchObject({
      kind: 'icon',
      url: `${sites.baseUrl}/web-fonts/apple-touch-icon.png`,
    });
    expect(others[2]?.value.url).toBe('https://cdn.lumen.example/social/cover.jpg');

    // Colours of the rasterised logo lead; the Google Fonts stylesheet was not fetched.
    expect(colorsOf(draft).slice(0, 2).sort()).toEqual(['#1d3557', '#e63946']);
    expect(draft.colors[0]?.source.kind).toBe('logo-colors');
  });

  it('reads an old site with only a favicon, in Latin-1', async () => {
    const draft = await scanWebsite(`${sites.baseUrl}/favicon-only/`, context);
    expect(draft.name).toEqual({
      value: 'Schreinerei Hartmann',
      source: { kind: 'title', detail: 'Schreinerei Hartmann - Möbel nach Maß' },
    });
    expect(draft.description).toEqual({
      value:
        'Seit 1962 bauen wir in Freiburg Möbel nach Maß: Küchen, Einbauschränke, Treppen und Haustüren aus heimischem Holz.',
      source: { kind: 'main-text', detail: 'body' },
    });
    expect(draft.logos).toEqual([
      {
        value: {
          kind: 'icon',
          url: `${sites.baseUrl}/favicon-only/icon.png`,
          svg: null,
          contentType: 'image/png',
        },
        source: { kind: 'favicon', detail: 'icon.png' },
      },
    ]);
    expect(draft.colors[0]).toEqual({
      value: '#2a9d8f',
      source: { kind: 'logo-colors', detail: `${sites.baseUrl}/favicon-only/icon.png` },
    });
    expect(draft.fonts).toEqual([]);
  });

  it('follows redirects and reports the address it ended on', async () => {
    const draft = await scanWebsite(`${sites.baseUrl}/redirecting/`, context);
    expect(draft.url).toBe(`${sites.baseUrl}/redirecting/home/`);
    expect(draft.name).toEqual({ value: 'Nordlicht Yoga', source: { kind: 'application-name' } });
    expect(draft.colors[0]).toEqual({
      value: '#7b2cbf',
      source: { kind: 'css-frequency', detail: 'weight 5' },
    });
    expect(colorsOf(draft)).not.toContain('#fdfcfb');
    expect(familiesOf(draft)).toEqual(['Nunito']);
  });

  it('reads a shop: colours by how much the CSS paints them, and the logo image', async () => {
    const draft = await scanWebsite(`${sites.baseUrl}/shop/`, context);
    expect(draft.name).toEqual({ value: 'Pebble & Pine', source: { kind: 'og-site-name' } });
    expect(colorsOf(draft).slice(0, 2)).toEqual(['#3d5a40', '#bc6c25']);
    expect(familiesOf(draft)).toEqual(['Karla', 'Cormorant Garamond']);
    expect(draft.logos.map((logo) => [logo.source.kind, logo.value.url])).toEqual([
      ['img-logo', `${sites.baseUrl}/shop/images/pebble-and-pine-logo.svg`],
      ['favicon', `${sites.baseUrl}/shop/favicon.ico`],
      ['og-image', `${sites.baseUrl}/shop/images/og-banner.jpg`],
    ]);
  });

  it.each([
    ['a page answering 500', '/broken/'],
    ['JSON instead of a page', '/broken/data'],
    ['a missing page', '/nowhere/'],
  ])('fails with BRAND_SCAN_FAILED on %s', async (_, path) => {
    const error = await failureOf(scanWebsite(`${sites.baseUrl}${path}`, context));
    expect(error.code).toBe('BRAND_SCAN_FAILED');
    expect(error.params).toEqual({ url: `${sites.baseUrl}${path}` });
  });

  it('still scans invalid HTML as far as it goes', async () => {
    const draft = await scanWebsite(`${sites.baseUrl}/broken/garbage`, context);
    expect(draft.url).toBe(`${sites.baseUrl}/broken/garbage`);
    expect(draft.colors).toEqual([]);
  });

  it('refuses internal addresses with the same error, and logs the refusal', async () => {
    logLines.length = 0;
    const error = await failureOf(scanWebsite('http://169.254.169.254/latest/meta-data/', context));
    expect(error.code).toBe('BRAND_SCAN_FAILED');
    expect(error.params).toEqual({ url: 'http://169.254.169.254/latest/meta-data/' });
    expect(logLines).toContainEqual(
      expect.objectContaining({ level: 40, msg: 'website fetch refused: internal address' }),
    );
    const redirected = `${sites.baseUrl}/special/redirect?to=${encodeURIComponent('http://10.0.0.1/')}`;
    expect((await failureOf(scanWebsite(redirected, context))).code).toBe('BRAND_SCAN_FAILED');
  });

  it('gives up when the whole scan runs out of time', async () => {
    const slow = { ...context, limits: { scanTimeoutMs: 300 } };
    const error = await failureOf(scanWebsite(`${sites.baseUrl}/special/slow`, slow));
    expect(error.code).toBe('BRAND_SCAN_FAILED');
  });
});

describe('listWebsiteImages', () => {
  it("lists a shop's images: largest srcset candidates, lazy ones, og:image, CSS backgrounds, no duplicates", async () => {
    const list = await listWebsiteImages(`${sites.baseUrl}/shop/`, context);
    expect(list.url).toBe(`${sites.baseUrl}/shop/`);
    expect(list.images[0]).toEqual({
      url: `${sites.baseUrl}/shop/images/og-banner.jpg`,
      alt: 'Pebble & Pine workshop',
      width: 1200,
      height: 630,
      source: 'og-image',
    });
    expect(list.images).toContainEqual({
      url: `${sites.baseUrl}/shop/images/mug-1200.jpg`,
      alt: 'Speckled stoneware mug',
      width: 1200,
      height: 900,
      source: 'img',
    });
    expect(list.images).toContainEqual({
      url: 'https://cdn.pebbleandpine.example/products/soap.jpg?v=3&width=900',
      alt: 'Pine tar soap',
      width: null,
      height: null,
      source: 'img',
    });
    expect(list.images).toContainEqual(
      expect.objectContaining({ url: `${sites.baseUrl}/shop/images/hero.webp`, source: 'css-background' }),
    );
    expect(list.images).toContainEqual(
      expect.objectContaining({ url: `${sites.baseUrl}/shop/images/texture.png`, source: 'css-background' }),
    );
    const urls = list.images.map((image) => image.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toHaveLength(11);
    // No tracking pixel, no SVG icons, no data: placeholders, no 400w candidates.
    expect(urls.join(' ')).not.toMatch(/pixel\.gif|\.svg|data:|-400\.jpg/);
  });

  it('fails with WEBSITE_IMAGES_FAILED on broken pages and internal addresses', async () => {
    expect((await failureOf(listWebsiteImages(`${sites.baseUrl}/broken/`, context))).code).toBe(
      'WEBSITE_IMAGES_FAILED',
    );
    expect((await failureOf(listWebsiteImages('http://127.0.0.1:1/', context))).code).toBe(
      'WEBSITE_IMAGES_FAILED',
    );
  });
});

describe('fetchWebsiteImage', () => {
  it('downloads one image as bytes with its type', async () => {
    const image = await fetchWebsiteImage(`${sites.baseUrl}/shop/images/mug-1200.jpg`, context);
    expect(image.contentType).toBe('image/jpeg');
    expect(image.url).toBe(`${sites.baseUrl}/shop/images/mug-1200.jpg`);
    expect((await sharp(image.bytes).metadata()).width).toBe(1200);
  });

  it('refuses what uploads cannot take, and internal addresses', async () => {
    for (const url of [
      `${sites.baseUrl}/shop/images/pebble-and-pine-logo.svg`,
      `${sites.baseUrl}/shop/`,
      `${sites.baseUrl}/special/redirect?to=${encodeURIComponent('http://169.254.169.254/')}`,
      'http://[::ffff:127.0.0.1]:1/',
    ]) {
      expect((await failureOf(fetchWebsiteImage(url, context))).code).toBe('WEBSITE_IMAGES_FAILED');
    }
  });
});
