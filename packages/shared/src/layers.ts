import { z } from 'zod';

/**
 * A creative's layer document (decision 0052): everything the brand compositor laid out, in paint
 * order, as data — positions and sizes in canvas pixels, colours, the fonts and the set lines of
 * each text, the brand it came from. The server renders the image from it alone (with the photo and
 * logo files it names), so the same document always gives the same pixels; the image editor edits it.
 */

export const layerDocumentVersion = 1;

const rgbSchema = z.object({ r: z.number(), g: z.number(), b: z.number() });

export const layerBoxSchema = z.object({
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
});
export type LayerBox = z.infer<typeof layerBoxSchema>;

const gradientStopSchema = z.object({ offset: z.number(), colour: rgbSchema, opacity: z.number() });

const paintSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('solid'), colour: rgbSchema, opacity: z.number().optional() }),
  z.object({
    kind: z.literal('linear'),
    stops: z.array(gradientStopSchema),
    x1: z.number(),
    y1: z.number(),
    x2: z.number(),
    y2: z.number(),
  }),
  z.object({
    kind: z.literal('radial'),
    stops: z.array(gradientStopSchema),
    cx: z.number(),
    cy: z.number(),
    r: z.number(),
  }),
]);

const shadowSchema = z.object({
  dx: z.number(),
  dy: z.number(),
  blur: z.number(),
  colour: rgbSchema,
  opacity: z.number(),
});

const strokeSchema = z.object({ colour: rgbSchema, width: z.number(), opacity: z.number() });

/**
 * Which part of a photo fills its box (decision 0066): the point of the picture, as fractions of its
 * width and height, that the box centres on (as far as the picture reaches), and how much closer
 * than the plain cover crop it looks (1 = the whole cover crop). Without it the box centres on the
 * picture's subject as the compositor found it. Fractions, so it holds whatever the file's size.
 */
export const photoZoomLimit = 4;
export const photoCropSchema = z.object({
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  zoom: z.number().min(1).max(photoZoomLimit),
});
export type PhotoCrop = z.infer<typeof photoCropSchema>;

/**
 * A photo's filters (decision 0066), each 0 (or left out) for none: brightness, contrast and
 * saturation from -1 to 1 (-1: black, flat grey, no colour; 1: twice as bright, steep, saturated),
 * blur a Gaussian's sigma in canvas pixels.
 */
export const photoFilterLimits = {
  brightness: { min: -1, max: 1 },
  contrast: { min: -1, max: 1 },
  saturation: { min: -1, max: 1 },
  blur: { min: 0, max: 40 },
} as const;
export const photoFilterNames = ['brightness', 'contrast', 'saturation', 'blur'] as const;
export type PhotoFilterName = (typeof photoFilterNames)[number];
const filterValue = (name: PhotoFilterName) =>
  z.number().min(photoFilterLimits[name].min).max(photoFilterLimits[name].max).optional();
export const photoFiltersSchema = z.object({
  brightness: filterValue('brightness'),
  contrast: filterValue('contrast'),
  saturation: filterValue('saturation'),
  blur: filterValue('blur'),
});
export type PhotoFilters = z.infer<typeof photoFiltersSchema>;

/**
 * A font file at a weight and style: `path` is a package file (`@fontsource/…`) or a stored upload's
 * file; a character it lacks, or a file that cannot be read, is drawn in Inter.
 */
export const layerFontSchema = z.object({
  family: z.string(),
  path: z.string(),
  weight: z.number().int(),
  style: z.enum(['normal', 'italic']),
});
export type LayerFont = z.infer<typeof layerFontSchema>;

export const textRoles = ['headline', 'subline', 'cta', 'badge', 'wordmark', 'footer', 'quote-mark'] as const;

const fittedTextSchema = z.object({
  lines: z.array(z.object({ text: z.string(), width: z.number() })),
  fontSize: z.number(),
  height: z.number(),
  width: z.number(),
  firstBaseline: z.number(),
  linePitch: z.number(),
});

const textEffectSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('shadow'), dx: z.number(), dy: z.number(), colour: rgbSchema }),
  z.object({ kind: z.literal('glow'), colour: rgbSchema, radius: z.number() }),
]);

/** One drawn element; decorations may group children (`accent`, `clip`). */
export type LayerElement =
  | { kind: 'rect'; box: LayerBox; paint: Paint; radius: number; rotate?: number; shadow?: Shadow }
  | {
      kind: 'path';
      d: string;
      paint: Paint | null;
      stroke?: Stroke;
      glow?: number;
      rotate?: { angle: number; cx: number; cy: number };
    }
  | { kind: 'grid'; box: LayerBox; spacing: number; width: number; colour: Rgb; opacity: number }
  | { kind: 'circle'; cx: number; cy: number; r: number; paint: Paint; stroke?: Stroke }
  | { kind: 'dots'; box: LayerBox; spacing: number; radius: number; colour: Rgb; opacity: number }
  | { kind: 'stripes'; box: LayerBox; spacing: number; width: number; colour: Rgb; opacity: number }
  | { kind: 'outline'; box: LayerBox; radius: number; colour: Rgb; width: number; shadow?: Shadow }
  | {
      kind: 'photo';
      box: LayerBox;
      reference: number;
      radius: number;
      circle?: boolean;
      arch?: boolean;
      tint?: Rgb;
      cutout?: boolean;
      shadow?: Shadow;
      crop?: PhotoCrop;
      filters?: PhotoFilters;
    }
  | {
      kind: 'text';
      role: (typeof textRoles)[number];
      box: LayerBox;
      fitted: z.infer<typeof fittedTextSchema>;
      font: LayerFont;
      letterSpacing: number;
      align: 'start' | 'centre' | 'end';
      colour: Rgb;
      backdrop: Rgb;
      minimumContrast: number;
      effect?: z.infer<typeof textEffectSchema>;
      rotate?: number;
    }
  | { kind: 'ellipse'; cx: number; cy: number; rx: number; ry: number; paint: Paint }
  | {
      kind: 'illustration';
      box: LayerBox;
      icon: string;
      rotate?: number;
      tint?: { colour: Rgb; opacity: number; outline: number };
    }
  | { kind: 'grain'; box: LayerBox; opacity: number }
  | { kind: 'accent'; box: LayerBox; elements: LayerElement[] }
  | { kind: 'clip'; box: LayerBox; elements: LayerElement[]; shape?: 'arch' }
  | {
      kind: 'logo';
      box: LayerBox;
      variant: 'light' | 'dark';
      plate: { colour: Rgb; padding: number; radius: number } | null;
      scrim?: { box: LayerBox; colour: Rgb; opacity: number };
    };
type Rgb = z.infer<typeof rgbSchema>;
type Paint = z.infer<typeof paintSchema>;
type Shadow = z.infer<typeof shadowSchema>;
type Stroke = z.infer<typeof strokeSchema>;

export const layerElementSchema: z.ZodType<LayerElement> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('rect'),
      box: layerBoxSchema,
      paint: paintSchema,
      radius: z.number(),
      rotate: z.number().optional(),
      shadow: shadowSchema.optional(),
    }),
    z.object({
      kind: z.literal('path'),
      d: z.string(),
      paint: paintSchema.nullable(),
      stroke: strokeSchema.optional(),
      glow: z.number().optional(),
      rotate: z.object({ angle: z.number(), cx: z.number(), cy: z.number() }).optional(),
    }),
    z.object({
      kind: z.literal('grid'),
      box: layerBoxSchema,
      spacing: z.number(),
      width: z.number(),
      colour: rgbSchema,
      opacity: z.number(),
    }),
    z.object({
      kind: z.literal('circle'),
      cx: z.number(),
      cy: z.number(),
      r: z.number(),
      paint: paintSchema,
      stroke: strokeSchema.optional(),
    }),
    z.object({
      kind: z.literal('dots'),
      box: layerBoxSchema,
      spacing: z.number(),
      radius: z.number(),
      colour: rgbSchema,
      opacity: z.number(),
    }),
    z.object({
      kind: z.literal('stripes'),
      box: layerBoxSchema,
      spacing: z.number(),
      width: z.number(),
      colour: rgbSchema,
      opacity: z.number(),
    }),
    z.object({
      kind: z.literal('outline'),
      box: layerBoxSchema,
      radius: z.number(),
      colour: rgbSchema,
      width: z.number(),
      shadow: shadowSchema.optional(),
    }),
    z.object({
      kind: z.literal('photo'),
      box: layerBoxSchema,
      reference: z.number().int().min(0),
      radius: z.number(),
      circle: z.boolean().optional(),
      arch: z.boolean().optional(),
      tint: rgbSchema.optional(),
      cutout: z.boolean().optional(),
      shadow: shadowSchema.optional(),
      crop: photoCropSchema.optional(),
      filters: photoFiltersSchema.optional(),
    }),
    z.object({
      kind: z.literal('text'),
      role: z.enum(textRoles),
      box: layerBoxSchema,
      fitted: fittedTextSchema,
      font: layerFontSchema,
      letterSpacing: z.number(),
      align: z.enum(['start', 'centre', 'end']),
      colour: rgbSchema,
      backdrop: rgbSchema,
      minimumContrast: z.number(),
      effect: textEffectSchema.optional(),
      rotate: z.number().optional(),
    }),
    z.object({
      kind: z.literal('ellipse'),
      cx: z.number(),
      cy: z.number(),
      rx: z.number(),
      ry: z.number(),
      paint: paintSchema,
    }),
    z.object({
      kind: z.literal('illustration'),
      box: layerBoxSchema,
      icon: z.string(),
      rotate: z.number().optional(),
      tint: z.object({ colour: rgbSchema, opacity: z.number(), outline: z.number() }).optional(),
    }),
    z.object({ kind: z.literal('grain'), box: layerBoxSchema, opacity: z.number() }),
    z.object({ kind: z.literal('accent'), box: layerBoxSchema, elements: z.array(layerElementSchema) }),
    z.object({
      kind: z.literal('clip'),
      box: layerBoxSchema,
      elements: z.array(layerElementSchema),
      shape: z.literal('arch').optional(),
    }),
    z.object({
      kind: z.literal('logo'),
      box: layerBoxSchema,
      variant: z.enum(['light', 'dark']),
      plate: z.object({ colour: rgbSchema, padding: z.number(), radius: z.number() }).nullable(),
      scrim: z.object({ box: layerBoxSchema, colour: rgbSchema, opacity: z.number() }).optional(),
    }),
  ]),
);

/** What a layer is to a person editing the ad (the panel's names); decorations are `shape`. */
export const layerRoles = [
  'background',
  'photo',
  'illustration',
  'headline',
  'subline',
  'cta',
  'badge',
  'wordmark',
  'footer',
  'logo',
  'shape',
] as const;
export type LayerRole = (typeof layerRoles)[number];

export const layerSchema = z.object({
  /** Stable within the document: the role and its place in paint order. */
  id: z.string().min(1).max(40),
  role: z.enum(layerRoles),
  visible: z.boolean(),
  element: layerElementSchema,
});
export type Layer = z.infer<typeof layerSchema>;

export const layerDocumentSchema = z.object({
  version: z.literal(layerDocumentVersion),
  width: z.number().int().positive().max(8192),
  height: z.number().int().positive().max(8192),
  /** The compositor's layout family. */
  family: z.string(),
  /** The brand whose colours, fonts and logo it wears; null without one. */
  brandId: z.uuid().nullable(),
  /** Nothing that matters (text, logo, buttons) lies outside it. */
  safeArea: layerBoxSchema,
  /** The copy on it, as written (the text layers hold it as set in lines). */
  copy: z.object({
    headline: z.string(),
    subline: z.string().nullable(),
    callToAction: z.string().nullable(),
  }),
  /** The variant it was laid out as, so another size of it keeps its look. */
  variant: z.number().int().min(0),
  /** Only the brand mark was set (an image model painted the copy). */
  markOnly: z.boolean(),
  /**
   * The stored files of the photos, by the photo layers' `reference`: the attached uploads, or the
   * image model's picture under the brand layer. Empty until the creative is stored.
   */
  photos: z.array(z.string().max(300)).max(50),
  layers: z.array(layerSchema),
});
export type LayerDocument = z.infer<typeof layerDocumentSchema>;
