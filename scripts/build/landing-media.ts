/**
 * The landing page's pictures and clips, made by the product itself at build time (issue 18,
 * decision 0050): one chat prompt per language and the creatives the brand compositor lays out from
 * it in three ratios, a sample brand's kit (logo, palette, fonts) with a creative in it, and a clip
 * the local animator makes from that creative. Written to apps/web/public/landing/ with a manifest
 * the home page's prerender reads; `npm run build` redoes it only when the brand layer, the animator
 * or this file change (scripts/build.ts).
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ImageRatio } from '@brandloom/shared/generation';
import { type Language, languages } from '@brandloom/shared/i18n/languages';
import {
  type LandingCreative,
  type LandingMedia,
  type LandingVideo,
  landingManifestFile,
  landingMediaFolder,
} from '@brandloom/shared/site/landing-media';
import sharp from 'sharp';
import type {
  CreativeBrand,
  FontFace,
  ImageInput,
  ImageRequest,
} from '../../apps/server/src/adapters/image-provider/image-provider.ts';
import { runFfmpeg } from '../../apps/server/src/adapters/video-provider/local-animator/ffmpeg.ts';
import { createLocalAnimator } from '../../apps/server/src/adapters/video-provider/local-animator/local-animator.ts';
import {
  loadTypeface,
  planCreative,
  renderCreative,
  textPath,
} from '../../apps/server/src/brand-layer/brand-layer.ts';
import { measureEm } from '../../apps/server/src/brand-layer/compositor/typefaces.ts';
import { catalogFontFile } from '../../apps/server/src/features/fonts/font-files.ts';

/** What the build's hash covers: everything that changes a pixel of these files. */
export const landingMediaInputs = [
  'scripts/build/landing-media.ts',
  'apps/server/src/brand-layer',
  'apps/server/src/adapters/image-provider/image-provider.ts',
  'apps/server/src/adapters/video-provider',
  'apps/server/src/features/fonts',
  'packages/shared/src/colour.ts',
  'packages/shared/src/font-catalog.ts',
  'packages/shared/src/generation.ts',
  'packages/shared/src/i18n/languages.ts',
  'packages/shared/src/plans.ts',
  'packages/shared/src/style-preview.ts',
  'packages/shared/src/styles.ts',
  'packages/shared/src/video.ts',
  'packages/shared/src/site/landing-media.ts',
  'package-lock.json',
];

/** Inside the web app's public folder: Vite copies it into the build, the prerender reads the manifest. */
export const landingMediaDir = `apps/web/public/${landingMediaFolder}`;
export { landingManifestFile };

/** The chat exchange: one brief, as a marketer types it, in each language. */
const chatPrompts: Record<Language, string> = {
  en: 'Launch ads for our new cold brew in cans: smooth, low in sugar, in shops from Friday. Feed post, story and a wide banner.',
  de: 'Anzeigen für unseren neuen Cold Brew in der Dose: mild, wenig Zucker, ab Freitag im Handel. Feed-Post, Story und ein breites Banner.',
  fr: 'Des pubs pour le lancement de notre nouveau cold brew en canette : doux, peu sucré, en magasin dès vendredi. Post, story et une bannière large.',
  es: 'Anuncios para el lanzamiento de nuestro nuevo cold brew en lata: suave, con poco azúcar, en tiendas desde el viernes. Post, story y un banner ancho.',
};

/** The brand section's creative: an offer, laid out in the brand's own kit. */
const brandPrompts: Record<Language, string> = {
  en: 'Autumn offer: 20% off our single-origin beans this week, roasted in small batches',
  de: 'Herbstangebot: 20 % auf unsere Single-Origin-Bohnen diese Woche, in kleinen Chargen geröstet',
  fr: 'Offre d’automne : -20 % sur nos grains d’origine unique cette semaine, torréfiés en petits lots',
  es: 'Oferta de otoño: 20 % de descuento en nuestros granos de origen único esta semana, tostados en pequeños lotes',
};

/** The clip's direction, as a user types it in the video composer. */
const videoDirection = 'Slow push in, the headline slides up, calm pace';

/** Each ratio with the variant whose take suits a launch (a "customers' favourite" angle would not). */
const chatCreatives: { ratio: ImageRatio; variant: number }[] = [
  { ratio: '1:1', variant: 0 },
  { ratio: '2:3', variant: 1 },
  { ratio: '3:2', variant: 3 },
];
/** Long side of the pictures the page shows: twice their largest display size, no more. */
const pictureLongSide = 900;

const brandName = 'Alba Coffee';
const brandColors = ['#1f3d2b', '#f4ead5', '#c8553d', '#e9b949'];
const brandFonts = { heading: 'dm-serif-display', body: 'dm-sans' } as const;

function fontFace(id: string, family: string, weights: number[]): FontFace {
  return {
    family,
    files: weights.flatMap((weight) => {
      const path = catalogFontFile(id, weight, 'woff');
      return path ? [{ weight, style: 'normal' as const, path }] : [];
    }),
  };
}

/** The sample brand's logo: a bean-shaped mark and the name outlined in its heading font. */
async function brandLogo(heading: FontFace, fill: string, ground: string): Promise<ImageInput> {
  const face = loadTypeface(heading, 400);
  const word = brandName.toUpperCase();
  const width = Math.ceil(92 + measureEm(face, word, 0.04) * 56 + 8);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="96" viewBox="0 0 ${width} 96"><g transform="translate(40 48) rotate(-28)"><ellipse rx="24" ry="34" fill="${fill}"/><path d="M0 -30 C -12 -10, 12 10, 0 30" fill="none" stroke="${ground}" stroke-width="5" stroke-linecap="round"/></g><path d="${textPath(face, word, 56, 92, 68, 0.04)}" fill="${fill}"/></svg>`;
  return { bytes: new TextEncoder().encode(svg), contentType: 'image/svg+xml' };
}

async function sampleBrand(): Promise<CreativeBrand> {
  const heading = fontFace(brandFonts.heading, 'DM Serif Display', [400]);
  const body = fontFace(brandFonts.body, 'DM Sans', [400, 700]);
  return {
    name: brandName,
    websiteUrl: 'https://alba-coffee.example',
    brief: {
      description: 'Small-batch coffee roastery',
      toneOfVoice: 'warm, confident, no jargon',
      audience: 'people who care where their coffee comes from',
      offer: '',
    },
    colors: brandColors,
    fonts: { heading, body },
    logo: {
      light: await brandLogo(heading, brandColors[0] ?? '#000', brandColors[1] ?? '#fff'),
      dark: await brandLogo(heading, brandColors[1] ?? '#fff', brandColors[0] ?? '#000'),
    },
  };
}

/** The brand kit as one picture: logo, palette and both typefaces set in themselves. */
async function drawBrandKit(brand: CreativeBrand): Promise<Buffer> {
  const [ink = '#000', paper = '#fff'] = brand.colors;
  const heading = brand.fonts.heading;
  const body = brand.fonts.body;
  if (!heading || !body || !brand.logo.light) throw new Error('The sample brand needs fonts and a logo');
  const headingFace = loadTypeface(heading, 400);
  const bodyFace = loadTypeface(body, 700);
  const specimen = (face: typeof headingFace, x: number, text: string, size: number) =>
    `<path d="${textPath(face, text, size, x, 560)}" fill="${ink}"/>`;
  const logo = Buffer.from(brand.logo.light.bytes).toString('base64');
  const swatches = brand.colors
    .map(
      (colour, index) =>
        `<rect x="${64 + index * 180}" y="228" width="156" height="156" rx="22" fill="${colour}" stroke="${ink}" stroke-opacity="0.12" stroke-width="2"/>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="640" viewBox="0 0 900 640"><rect width="900" height="640" fill="${paper}"/><image href="data:image/svg+xml;base64,${logo}" x="64" y="64" height="96" preserveAspectRatio="xMinYMid meet"/>${swatches}${specimen(headingFace, 64, 'Aa', 120)}${specimen(bodyFace, 300, 'Aa', 120)}<rect x="64" y="596" width="772" height="2" fill="${ink}" opacity="0.15"/></svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 86 }).toBuffer();
}

interface Rendered {
  png: Uint8Array;
  request: ImageRequest;
  family: string;
  headline: string;
}

async function compose(request: ImageRequest): Promise<Rendered> {
  const planned = await planCreative(request);
  return {
    png: (await renderCreative(planned, request)).png,
    request,
    family: planned.scene.family,
    headline: planned.copy?.headline ?? '',
  };
}

async function writePicture(
  outDir: string,
  name: string,
  png: Uint8Array,
): Promise<{ width: number; height: number; src: string }> {
  const image = sharp(png).resize({ width: pictureLongSide, height: pictureLongSide, fit: 'inside' });
  const { data, info } = await image.webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
  await writeFile(join(outDir, `${name}.webp`), data);
  return { src: `/${landingMediaFolder}/${name}.webp`, width: info.width, height: info.height };
}

/** The animator's clip of a creative, made smaller for a page: 720 px high, H.264, no sound. */
async function animate(
  outDir: string,
  name: string,
  base: Rendered,
  brand: CreativeBrand,
  language: Language,
): Promise<LandingVideo> {
  const meta = await sharp(base.png).metadata();
  const result = await createLocalAnimator().generate({
    prompt: videoDirection,
    language,
    baseImage: { bytes: base.png, contentType: 'image/png', width: meta.width, height: meta.height },
    base: { kind: 'layout', request: base.request, family: base.family as never },
    copy: base.request.copy,
    durationSeconds: 5,
    aspect: '9:16',
    brand,
  });
  const work = await mkdtemp(join(tmpdir(), 'brandloom-landing-'));
  try {
    const source = join(work, 'source.mp4');
    await writeFile(source, result.mp4);
    // biome-ignore format: ffmpeg's arguments read best in pairs
    await runFfmpeg([
      '-i', source, '-an', '-vf', 'scale=-2:720', '-c:v', 'libx264', '-preset', 'slow', '-crf', '27',
      '-profile:v', 'main', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-y', join(outDir, `${name}.mp4`),
    ]);
    const poster = await sharp(result.poster.bytes)
      .resize({ height: 720 })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    await writeFile(join(outDir, `${name}.webp`), poster.data);
    return {
      src: `/${landingMediaFolder}/${name}.mp4`,
      poster: `/${landingMediaFolder}/${name}.webp`,
      width: poster.info.width,
      height: poster.info.height,
      durationSeconds: result.durationSeconds,
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Renders every file and the manifest into `root`/apps/web/public/landing; answers the bytes written. */
export async function renderLandingMedia(root: string): Promise<number> {
  const outDir = join(root, landingMediaDir);
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const brand = await sampleBrand();
  const kit = await drawBrandKit(brand);
  await writeFile(join(outDir, 'brand-kit.webp'), kit);
  const kitInfo = await sharp(kit).metadata();
  const perLanguage = {} as LandingMedia['languages'];
  for (const language of languages) {
    const request = (prompt: string, ratio: ImageRatio, variant: number): ImageRequest => ({
      prompt,
      language,
      ratio,
      quality: 'medium',
      brand,
      style: null,
      template: null,
      references: [],
      variant,
      copy: null,
    });
    const creatives: LandingCreative[] = [];
    for (const [index, { ratio, variant }] of chatCreatives.entries()) {
      const made = await compose(request(chatPrompts[language], ratio, variant));
      const picture = await writePicture(outDir, `chat-${language}-${index + 1}`, made.png);
      creatives.push({ ...picture, ratio, headline: made.headline });
    }
    const offer = await compose(request(brandPrompts[language], '2:3', 0));
    const brandPicture = await writePicture(outDir, `brand-${language}`, offer.png);
    perLanguage[language] = {
      prompt: chatPrompts[language],
      creatives,
      brandCreative: { ...brandPicture, ratio: '2:3', headline: offer.headline },
      video: await animate(outDir, `clip-${language}`, offer, brand, language),
    };
  }
  const manifest: LandingMedia = {
    brand: {
      name: brandName,
      colors: brandColors,
      fonts: { heading: 'DM Serif Display', body: 'DM Sans' },
    },
    brandKit: { src: `/${landingMediaFolder}/brand-kit.webp`, width: kitInfo.width, height: kitInfo.height },
    languages: perLanguage,
  };
  await writeFile(join(outDir, landingManifestFile), `${JSON.stringify(manifest, null, 2)}\n`);
  let bytes = 0;
  for (const name of await readdir(outDir)) {
    bytes += (await readFile(join(outDir, name))).length;
  }
  return bytes;
}
