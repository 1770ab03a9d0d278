/**
 * `npm run compositor:sheet`: contact sheets of the brand compositor for a designer's eye, one per
 * style (none and every preset) under .data/contact-sheets/. Each sheet has a row per layout family
 * and a row of the variants the compositor chooses itself; its columns are the three ratios, first
 * with the family's example uploads, then without any (the collage, made of uploads, only with).
 * Rows cycle through the four languages, each with a brief written in that language, so every
 * sheet shows all four.
 *
 *   npm run compositor:sheet                      every style
 *   npm run compositor:sheet -- --style bold      one style ("none" for no style)
 *   npm run compositor:sheet -- --lang de         every row in one language
 *   npm run compositor:sheet -- --no-brand        the style's own colours and fonts, no logo
 */

import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Language } from '@brandloom/shared/i18n/languages';
import sharp, { type OverlayOptions } from 'sharp';
import {
  type CreativeStyle,
  type ImageRequest,
  imageRatios,
  type LayoutFamily,
  layoutFamilies,
} from '../apps/server/src/adapters/image-provider/image-provider.ts';
import {
  bundledFontFace,
  loadTypeface,
  planCreative,
  renderCreative,
  textPath,
} from '../apps/server/src/brand-layer/brand-layer.ts';
import { logoSvg, sampleBrand, samplePhotos, sampleRequest } from '../apps/server/src/brand-layer/testing.ts';
import { presetViews } from '../apps/server/src/features/styles/list-styles.ts';

type Briefs = Record<Language, string>;

/** A brief per family in each language, and how many uploads the family's example attaches. */
const examples: Record<LayoutFamily, { briefs: Briefs; photos: number }> = {
  'hero-photo': {
    photos: 1,
    briefs: {
      en: 'Create a post about our autumn tasting evenings, every Friday in Hamburg',
      de: 'Post für unsere Herbst-Verkostungsabende, jeden Freitag in Hamburg',
      fr: 'Une publication pour nos soirées dégustation d’automne, chaque vendredi à Lyon',
      es: 'Publicación para nuestras catas de otoño, todos los viernes en Madrid',
    },
  },
  split: {
    photos: 1,
    briefs: {
      en: 'Make an ad for our new single-origin espresso beans from Ethiopia',
      de: 'Anzeige für unsere neuen Espressobohnen aus Äthiopien',
      fr: 'Pub pour nos nouveaux grains d’espresso d’Éthiopie',
      es: 'Anuncio de nuestros nuevos granos de espresso de Etiopía',
    },
  },
  'centred-product': {
    photos: 1,
    briefs: {
      en: 'Shop ad for the new travel mug, keeps coffee hot for 12 hours',
      de: 'Shop-Anzeige für den neuen Thermobecher',
      fr: 'Pub boutique pour le nouveau mug de voyage',
      es: 'Anuncio de tienda para la nueva taza de viaje',
    },
  },
  'sale-badge': {
    photos: 0,
    briefs: {
      en: 'Black Friday sale: up to 30% off all beans this weekend, bold',
      de: 'Black Friday: bis zu 30 % Rabatt auf alle Bohnen, nur dieses Wochenende',
      fr: 'Black Friday : jusqu’à -30 % sur tous les grains ce week-end',
      es: 'Black Friday: hasta un 30 % de descuento en todos los granos este fin de semana',
    },
  },
  quote: {
    photos: 1,
    briefs: {
      en: 'Testimonial: "The best espresso I have had outside Italy." — Marco, Milan',
      de: 'Kundenstimme: „Der beste Espresso außerhalb Italiens.“ — Anna, Berlin',
      fr: 'Témoignage : « Le meilleur espresso hors d’Italie. » — Claire, Lyon',
      es: 'Testimonio: «El mejor espresso fuera de Italia.» — Lucía, Sevilla',
    },
  },
  'minimal-type': {
    photos: 0,
    briefs: {
      en: 'Coffee that tastes like the place it grew',
      de: 'Kaffee, der nach seiner Herkunft schmeckt',
      fr: 'Un café qui a le goût de sa terre',
      es: 'Café que sabe a su origen',
    },
  },
  collage: {
    photos: 3,
    briefs: {
      en: 'Post about our café, our roastery and the people behind them',
      de: 'Post über unser Café, unsere Rösterei und das Team dahinter',
      fr: 'Publication sur notre café, notre torréfaction et l’équipe',
      es: 'Publicación sobre nuestra cafetería, el tostadero y el equipo',
    },
  },
  banner: {
    photos: 0,
    briefs: {
      en: 'Banner for our barista workshop on Saturday, learn latte art in two hours',
      de: 'Banner für unseren Barista-Workshop am Samstag',
      fr: 'Bannière pour notre atelier barista samedi',
      es: 'Banner para nuestro taller de barista el sábado',
    },
  },
  'geometric-poster': {
    photos: 0,
    briefs: {
      en: 'Create an ad for our coffee subscription, fresh beans every month',
      de: 'Anzeige für unser Kaffee-Abo, jeden Monat frische Bohnen',
      fr: 'Pub pour notre abonnement café, des grains frais chaque mois',
      es: 'Anuncio de nuestra suscripción de café, granos frescos cada mes',
    },
  },
};

/** The last row: the compositor picks the family for these, variants 0–3 side by side. */
const chosenBriefs: Briefs = {
  en: 'Summer sale 30% off running shoes',
  de: 'Sommerschlussverkauf: 30 % auf Laufschuhe',
  fr: 'Soldes d’été : -30 % sur les chaussures de course',
  es: 'Rebajas de verano: 30 % en zapatillas de running',
};

const languages: Language[] = ['en', 'de', 'fr', 'es'];
const { values: options } = parseArgs({
  options: {
    style: { type: 'string' },
    lang: { type: 'string' },
    'no-brand': { type: 'boolean', default: false },
  },
});
if (options.lang && !languages.includes(options.lang as Language)) {
  throw new Error(`--lang must be one of ${languages.join(', ')}`);
}
const presets: CreativeStyle[] = presetViews('en');
const styles: { id: string; style: CreativeStyle | null }[] = [
  { id: 'none', style: null },
  ...presets.map((style) => ({ id: style.id, style })),
].filter(({ id }) => !options.style || id === options.style);
if (styles.length === 0) {
  throw new Error(`--style must be "none" or one of ${presets.map((style) => style.id).join(', ')}`);
}

const cellHeight = 300;
const gutter = 20;
const labelHeight = 34;
const label = loadTypeface(bundledFontFace('sans'), 600);
const photos = await samplePhotos(3);
const brand = options['no-brand']
  ? null
  : sampleBrand({ logo: { light: logoSvg('#0f5c4d'), dark: logoSvg('#ffffff') } });

function labelSvg(text: string, width: number): Buffer {
  const path = textPath(label, text, 18, 0, 22);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${labelHeight}"><path d="${path}" fill="#27272a"/></svg>`,
  );
}

async function cell(request: ImageRequest, family?: LayoutFamily): Promise<Buffer> {
  const planned = await planCreative(request, {}, family ? { family } : {});
  const { png } = await renderCreative(planned, request);
  return sharp(png).resize({ height: cellHeight }).png().toBuffer();
}

interface Row {
  title: string;
  cells: Buffer[];
}

async function sheetRows(style: CreativeStyle | null): Promise<Row[]> {
  const rows: Row[] = [];
  for (const [index, family] of layoutFamilies.entries()) {
    const language = (options.lang as Language | undefined) ?? languages[index % languages.length] ?? 'en';
    const example = examples[family];
    const request = (ratio: ImageRequest['ratio'], references: ImageRequest['references']) =>
      sampleRequest({ prompt: example.briefs[language], language, ratio, brand, style, references });
    const uploads = photos.slice(0, example.photos);
    // The collage is made of uploads: without them the compositor never picks it.
    const uploadChoices = example.photos === 0 ? [[]] : family === 'collage' ? [uploads] : [uploads, []];
    const cells: Buffer[] = [];
    for (const references of uploadChoices) {
      for (const ratio of imageRatios) cells.push(await cell(request(ratio, references), family));
    }
    const uploadNote =
      example.photos === 0
        ? 'no upload'
        : `with ${example.photos} upload(s)${uploadChoices.length > 1 ? ', then none' : ''}`;
    rows.push({ title: `${family} · ${language} · ${uploadNote}: ${example.briefs[language]}`, cells });
  }
  const language = (options.lang as Language | undefined) ?? 'en';
  const cells: Buffer[] = [];
  for (const variant of [0, 1, 2, 3]) {
    cells.push(
      await cell(
        sampleRequest({ prompt: chosenBriefs[language], language, ratio: '1:1', brand, style, variant }),
      ),
    );
  }
  rows.push({
    title: `chosen by the compositor, variants 0–3 · ${language}: ${chosenBriefs[language]}`,
    cells,
  });
  return rows;
}

async function writeSheet(id: string, rows: Row[]): Promise<string> {
  const placed: OverlayOptions[] = [];
  let top = gutter;
  let sheetWidth = 0;
  for (const row of rows) {
    let left = gutter;
    const cellsAt = top + labelHeight;
    for (const image of row.cells) {
      const { width = 0 } = await sharp(image).metadata();
      placed.push({ input: image, top: cellsAt, left });
      left += width + gutter;
    }
    placed.push({ input: labelSvg(row.title, Math.max(left, 1600)), top, left: gutter });
    sheetWidth = Math.max(sheetWidth, left, 1600 + gutter);
    top = cellsAt + cellHeight + gutter;
  }
  const path = `.data/contact-sheets/${id}${brand ? '' : '-no-brand'}.png`;
  await sharp({ create: { width: sheetWidth, height: top, channels: 3, background: '#e4e4e7' } })
    .composite(placed)
    .png()
    .toFile(path);
  return path;
}

mkdirSync('.data/contact-sheets', { recursive: true });
for (const { id, style } of styles) {
  const path = await writeSheet(id, await sheetRows(style));
  console.log(`wrote ${path}`);
}
