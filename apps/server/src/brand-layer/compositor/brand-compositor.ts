import type { LayerDocument } from '@brandloom/shared/layers';
import {
  type AdCopy,
  type CreativeBrand,
  creativeColours,
  type FontFace,
  type ImageInput,
  type ImageProvider,
  ImageProviderError,
  type ImageRequest,
  type ImageResult,
  imageSizes,
  type LayoutFamily,
} from '../../adapters/image-provider/image-provider.ts';
import { fontkit } from '../../lib/fontkit.ts';
import { sharp } from '../../lib/sharp.ts';
import { parseBrief } from '../copy/parse-brief.ts';
import { writeCopy } from '../copy/write-copy.ts';
import { bleedScene, type Insets } from './bleed.ts';
import { cutOut } from './cut-out.ts';
import { findSubject } from './find-subject.ts';
import { withInterfaceBand } from './interface-band.ts';
import { documentToScene, sceneToDocument } from './layer-document.ts';
import type { LayoutInput, Motif } from './layout-kit.ts';
import { cutOutFamilies, familyOf, planScene, templateVariantLayout } from './layouts.ts';
import { isStrip } from './logo-minimum.ts';
import { buildPalette } from './palette.ts';
import { type RenderedImage, rasteriseScene } from './rasterise.ts';
import type { Scene } from './scene.ts';
import { type PreparedLogo, prepareLogo, sceneImages } from './scene-images.ts';
import { planStrip } from './strip.ts';
import { resolveStyleLook } from './style-look.ts';
import { bundledFontFace, loadTypeface } from './typefaces.ts';

/**
 * The brand compositor: the default, offline image provider. It lays out a finished ad from the
 * prompt and the brand (decision 0020): copy written for the prompt read as a brief (0033), one of the layout families, the
 * brand's colours, fonts and logo, the first attached image as the hero. Same input, same pixels.
 */

export interface BrandCompositorOptions {
  /** Faces used when the brand has none (default: Poppins headings, Inter text, Playfair quotes). */
  fallbackFonts?: { heading?: FontFace; body?: FontFace; quote?: FontFace };
}

export interface PlannedCreative {
  scene: Scene;
  /** The scene as data: what is stored with the creative and what the image is rendered from. */
  document: LayerDocument;
  copy: AdCopy;
  logo: PreparedLogo | null;
}

const motifs: Motif[] = ['circles', 'dots', 'glow', 'stripes'];

/** A stable number from a text, so a prompt's variants keep their looks from run to run. */
const hashOf = (seed: string) =>
  [...seed].reduce((sum, character) => (sum * 31 + (character.codePointAt(0) ?? 0)) >>> 0, 7);

/**
 * The motif of a creative without a style's decoration, picked from `seed` (the prompt, or a
 * template's palette so its creatives match its preview in every language) so variants stay stable.
 */
function chooseMotif(seed: string, variant: number): Motif {
  return motifs[(hashOf(seed) + variant) % motifs.length] ?? 'circles';
}

function websiteHost(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url.includes('://') ? url : `https://${url}`).host.replace(/^www\./, '');
  } catch {
    return null;
  }
}

/** Choices made for the creative instead of by the compositor (a family, or the mark alone). */
export interface PlanOverrides {
  family?: LayoutFamily;
  markOnly?: boolean;
  /** A canvas of another size than the ratio's (a video frame). */
  size?: { width: number; height: number };
  /** No illustration standing in for a missing photo (the animator's copy and mark layers). */
  noSubject?: boolean;
  /**
   * Zones of the canvas kept free of copy and logo (a story's interface): the ad is laid out in
   * the rest, its grounds carried on to the canvas's edges (bleed.ts).
   */
  insets?: Insets;
}

/** A brief standing for any: its patterns, copy, subject and the default faces are what a first creative loads. */
const warmUpRequest: ImageRequest = {
  prompt: 'Launch our new espresso beans: 20 % off this weekend, free shipping',
  language: 'en',
  ratio: '1:1',
  quality: 'low',
  brand: null,
  style: null,
  template: null,
  references: [],
  variant: 0,
  copy: null,
};

/**
 * Loads, ahead of it, what a process's first creative or video would load on its critical path
 * (decision 0075): sharp, fontkit, the bundled faces a creative without fonts of its own is set in
 * (Inter among them, which stands behind every face), the brief's patterns and the subject index:
 * ~0.4 s of CPU and ~36 MB. A worker process runs it a second after it starts; each step in a
 * turn of its own, so a job meanwhile waits for one step at most.
 */
export async function warmBrandLayer(): Promise<void> {
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
  const steps = [() => sharp.versions, fontkit, () => planCreative(warmUpRequest)];
  for (const step of steps) {
    await nextTurn();
    await step();
  }
}

/**
 * Everything up to the pixels: copy, palette, fonts, logo facts and the planned scene. A template
 * fixes the family (variants walk on from it, see templateVariantLayout) unless overridden.
 */
export async function planCreative(
  request: ImageRequest,
  options: BrandCompositorOptions = {},
  overrides: PlanOverrides = {},
): Promise<PlannedCreative> {
  const { brand, style, template } = request;
  const templated = template ? templateVariantLayout(template.family, request.variant) : null;
  const canvas = overrides.size ?? imageSizes[request.ratio];
  const insets = overrides.insets;
  const width = canvas.width - (insets ? insets.left + insets.right : 0);
  const height = canvas.height - (insets ? insets.top + insets.bottom : 0);
  const brief = parseBrief(request.prompt);
  const derived = writeCopy(brief, request);
  const seed = template ? template.palette.join('') : request.prompt;
  const look = resolveStyleLook(style);
  // The brand's fonts win; then the style's (its own or the nearest shipped face); then the defaults.
  const headingFace =
    brand?.fonts.heading ??
    look.fonts.heading ??
    options.fallbackFonts?.heading ??
    bundledFontFace('display');
  const bodyFace =
    brand?.fonts.body ?? look.fonts.body ?? options.fallbackFonts?.body ?? bundledFontFace('sans');
  const quoteFace =
    brand?.fonts.heading ?? look.fonts.heading ?? options.fallbackFonts?.quote ?? bundledFontFace('serif');
  const logo = await prepareLogo(brand?.logo);
  const family = overrides.family ?? templated?.family;
  // A product on a plain background is cut out of it, where the layout sets it on a designed scene.
  const [firstPhoto] = request.references;
  const cutsOut =
    firstPhoto &&
    !overrides.noSubject &&
    cutOutFamilies.has(
      familyOf(
        { intent: derived.intent, referenceCount: request.references.length, look },
        request.variant,
        family,
      ),
    );
  const productCut = cutsOut ? await cutOut(firstPhoto) : null;
  const input: LayoutInput = {
    width,
    height,
    copy: derived.copy,
    intent: derived.intent,
    badge: derived.badge,
    palette: buildPalette(
      creativeColours(request),
      !brand?.colors.length && !template && style ? 'style' : 'brand',
    ),
    type: {
      headline: loadTypeface(headingFace, look.type.weight, look.type.italic ? 'italic' : 'normal'),
      body: loadTypeface(bodyFace, 400),
      strong: loadTypeface(bodyFace, 600),
      quote: loadTypeface(quoteFace, 500, 'italic'),
    },
    referenceCount: request.references.length,
    logo: logo?.facts ?? null,
    brandName: brand?.name ?? null,
    websiteHost: websiteHost(brand?.websiteUrl),
    motif: chooseMotif(seed, request.variant),
    emphasis: templated?.emphasis ?? 0,
    markOnly: overrides.markOnly ?? false,
    look,
    subject: overrides.noSubject
      ? null
      : {
          icon: findSubject(brief, request.prompt, brand).icon,
          treatment: hashOf(seed) + request.variant,
          ...(productCut ? { photo: true } : {}),
        },
  };
  // A banner far wider or taller than the families are drawn for is set in a row (or a column).
  const laidOut = isStrip(width, height)
    ? planStrip(input, family ?? 'banner')
    : planScene(input, request.variant, family);
  const scene = insets ? withInterfaceBand(bleedScene(laidOut, insets), insets, input) : laidOut;
  const document = sceneToDocument(scene, {
    copy: derived.copy,
    variant: request.variant,
    markOnly: input.markOnly,
    brandId: brand?.id ?? null,
  });
  return { scene, document, copy: derived.copy, logo };
}

/** What a layer document's photo and logo layers are drawn from. */
export interface DocumentFiles {
  /** The photos by the photo layers' `reference`. */
  references: ImageInput[];
  logo: PreparedLogo | null;
  /** Make the library's thumbnail too, from the PNG's own pixels (see rasteriseScene). */
  thumbnail?: boolean;
  signal?: AbortSignal;
}

/**
 * Paints a layer document to PNG: the one way every compositor image is made, so the same document
 * (and files) always gives the same pixels. sharp's SVG renderer (librsvg) rasterises our scenes
 * about twice as fast as resvg here; text is already outlined, so neither needs fonts (0020).
 * Photos go in as rasterise.ts lays them out (0049).
 */
export async function renderDocument(document: LayerDocument, files: DocumentFiles): Promise<RenderedImage> {
  const scene = documentToScene(document);
  const images = await sceneImages(scene, files.references, files.logo, { photos: 'pixels' });
  files.signal?.throwIfAborted();
  try {
    return await rasteriseScene(scene, images, files.thumbnail);
  } catch (cause) {
    throw new ImageProviderError('failed', 'The creative could not be rendered', { cause });
  }
}

/** A brand's logo, prepared for the renderer (trimmed files, shape and tones). */
export function prepareBrandLogo(brand: CreativeBrand | null): Promise<PreparedLogo | null> {
  return prepareLogo(brand?.logo);
}

/** Paints a planned creative to PNG, from its layer document. */
export function renderCreative(planned: PlannedCreative, request: ImageRequest): Promise<RenderedImage> {
  return renderDocument(planned.document, {
    references: request.references,
    logo: planned.logo,
    thumbnail: request.thumbnail ?? false,
    ...(request.signal ? { signal: request.signal } : {}),
  });
}

export function createBrandCompositor(options: BrandCompositorOptions = {}): ImageProvider {
  return {
    id: 'brand-compositor',
    async generate(request: ImageRequest): Promise<ImageResult> {
      request.signal?.throwIfAborted();
      const planned = await planCreative(request, options);
      const { png, thumbnail } = await renderCreative(planned, request);
      return {
        png,
        thumbnail,
        width: planned.scene.width,
        height: planned.scene.height,
        copy: planned.copy,
        detail: { layoutFamily: planned.scene.family },
        layers: planned.document,
      };
    },
  };
}

/** Template families that give an attached picture a large panel; the others would all but hide it. */
const pictureFamilies: ReadonlySet<LayoutFamily> = new Set(['split', 'sale-badge', 'banner']);

/** The hero-photo layout, or a template's family where it shows the model's picture large. */
function brandLayerFamily(request: ImageRequest): LayoutFamily {
  if (!request.template || request.modelDrawsText) return 'hero-photo';
  const { family } = templateVariantLayout(request.template.family, request.variant);
  return pictureFamilies.has(family) ? family : 'hero-photo';
}

/**
 * The brand layer for image models (the gpt-image-1 provider's `brandLayer`): the model's picture
 * as the full-bleed hero of the hero-photo layout (or in a template's panel family), with the logo
 * and the copy set on it, or the logo alone when the model painted the copy itself
 * (`request.modelDrawsText`). A null copy is derived from the prompt, as the compositor does.
 */
export function createBrandLayer(options: BrandCompositorOptions = {}) {
  return async (picture: Uint8Array, request: ImageRequest, copy: AdCopy | null): Promise<ImageResult> => {
    const layered: ImageRequest = {
      ...request,
      references: [{ bytes: picture, contentType: 'image/png' }],
      copy,
    };
    const markOnly = request.modelDrawsText === true;
    const planned = await planCreative(layered, options, { family: brandLayerFamily(request), markOnly });
    const { png, thumbnail } = await renderCreative(planned, layered);
    return {
      png,
      thumbnail,
      width: planned.scene.width,
      height: planned.scene.height,
      copy: markOnly ? copy : planned.copy,
      detail: { layoutFamily: planned.scene.family },
      layers: planned.document,
      picture,
    };
  };
}
