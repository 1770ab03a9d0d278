import { z } from 'zod';
import { authMessageKeys } from './auth-schemas.ts';
import { hexColorSchema } from './brands.ts';

/**
 * Styles (spec §3 Style): the look a creative is made in. Presets ship with the product and are the
 * same for everyone; custom styles belong to one user and need a paid plan (plans.ts).
 * docs/decisions/0018-styles.md records the preset list and how previews are drawn.
 */

// ── fonts ─────────────────────────────────────────────────────────────────────────────────────

export const fontCategories = ['sans', 'serif', 'display', 'rounded', 'mono'] as const;
export type FontCategory = (typeof fontCategories)[number];

/**
 * Every font family a preset names, with its kind. The one place to map these to the shipped font
 * catalogue once it exists; until then previews fall back to a similar system font of the same kind.
 */
export const styleFontFamilies = {
  Inter: 'sans',
  'IBM Plex Sans': 'sans',
  Poppins: 'sans',
  Karla: 'sans',
  'Space Grotesk': 'sans',
  Rajdhani: 'sans',
  Anton: 'display',
  'Archivo Black': 'display',
  'Abril Fatface': 'display',
  Righteous: 'display',
  Orbitron: 'display',
  'Playfair Display': 'serif',
  'Cormorant Garamond': 'serif',
  'DM Serif Display': 'serif',
  'Source Serif 4': 'serif',
  Fraunces: 'serif',
  Lora: 'serif',
  Fredoka: 'rounded',
  Nunito: 'rounded',
  Quicksand: 'rounded',
  'JetBrains Mono': 'mono',
  'Space Mono': 'mono',
} as const satisfies Record<string, FontCategory>;
export type StyleFontFamily = keyof typeof styleFontFamilies;

const fallbackFonts: Record<FontCategory, string> = {
  sans: "'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif",
  serif: "Georgia, 'Times New Roman', 'DejaVu Serif', serif",
  display: "Impact, 'Arial Black', 'DejaVu Sans', sans-serif",
  rounded: "'Arial Rounded MT Bold', 'Trebuchet MS', 'DejaVu Sans', sans-serif",
  mono: "'Courier New', 'DejaVu Sans Mono', monospace",
};

/** The kind of a family: a known one's, else sans (custom styles may name any family). */
export function fontCategory(family: string): FontCategory {
  return (styleFontFamilies as Record<string, FontCategory>)[family] ?? 'sans';
}

/** A CSS font-family list: the family itself, then system fonts of the same kind. */
export function fontStack(family: string): string {
  return `'${family.replace(/['"\\<>&]/g, '')}', ${fallbackFonts[fontCategory(family)]}`;
}

// ── what a style is ───────────────────────────────────────────────────────────────────────────

/** The compositions a preview can take; presets pick one, custom styles get one from their data. */
export const previewLayouts = [
  'centered',
  'poster',
  'frame',
  'blobs',
  'sunset',
  'split',
  'arch',
  'grid',
  'magazine',
  'confetti',
  'glow',
  'soft',
] as const;
export type PreviewLayout = (typeof previewLayouts)[number];

/** What every style has, preset or custom: enough to draw a preview and to guide the image engine. */
export interface StyleLook {
  /** Hex colours by role: background, text, accent, second accent, then extras. */
  colors: string[];
  /** Heading family first, then body. */
  fonts: string[];
  /** Short phrases, e.g. "thin rules", "generous whitespace". */
  designElements: string[];
}

export interface PresetStyle extends StyleLook {
  /** Stable: creatives and prompts refer to presets by it. Name and description are in `styles:presets.{id}`. */
  id: string;
  /** English guidance for the image engine. */
  promptGuidance: string;
  layout: PreviewLayout;
}

/** Ordered as the styles manager shows them. */
export const presetStyles = [
  {
    id: 'minimal',
    colors: ['#f7f6f3', '#1c1c1c', '#c8bfb2', '#8a8a8a'],
    fonts: ['Inter', 'Inter'],
    designElements: ['generous whitespace', 'thin rules', 'one focal product', 'small, quiet type'],
    promptGuidance:
      'Minimal, calm composition with lots of negative space. One product, centred, soft daylight, neutral off-white backdrop, no clutter, no patterns. Small, precise sans-serif type.',
    layout: 'centered',
  },
  {
    id: 'bold',
    colors: ['#ffde00', '#111111', '#ff3d2e', '#ffffff'],
    fonts: ['Anton', 'Inter'],
    designElements: ['oversized headline', 'diagonal colour blocks', 'thick outlines', 'high contrast'],
    promptGuidance:
      'Loud, high-contrast advertising: saturated flat colour fields, hard diagonal shapes, the product large and cropped dynamically, punchy condensed all-caps headline.',
    layout: 'poster',
  },
  {
    id: 'luxury',
    colors: ['#0f0f0f', '#f3ead8', '#c9a45c', '#3a3226'],
    fonts: ['Playfair Display', 'Cormorant Garamond'],
    designElements: ['gold accents', 'thin double frame', 'letter-spaced capitals', 'centred serif type'],
    promptGuidance:
      'Premium, restrained luxury: deep black or charcoal backdrop, warm gold highlights, soft dramatic side light, glossy reflections, elegant serif typography, lots of space.',
    layout: 'frame',
  },
  {
    id: 'playful',
    colors: ['#fff3e2', '#2b1d52', '#ff6b9a', '#34c3ff', '#ffd23f'],
    fonts: ['Fredoka', 'Nunito'],
    designElements: ['rounded blobs', 'stickers', 'tilted labels', 'sparkles'],
    promptGuidance:
      'Cheerful and playful: candy colours, rounded organic blob shapes, bouncy tilted elements, stickers and sparkles, friendly rounded type, bright even light.',
    layout: 'blobs',
  },
  {
    id: 'retro',
    colors: ['#f4e4c1', '#3d2314', '#e0592a', '#f2a93b', '#2a7f75'],
    fonts: ['Righteous', 'Karla'],
    designElements: ['sunset stripes', 'rainbow arcs', 'drop-shadow type', 'grain texture'],
    promptGuidance:
      '1970s retro: warm orange, mustard, teal and brown palette, sunset stripes and arcs, light film grain, chunky rounded display type with an offset shadow.',
    layout: 'sunset',
  },
  {
    id: 'corporate',
    colors: ['#ffffff', '#0b1f3a', '#1f6feb', '#e8eef7'],
    fonts: ['IBM Plex Sans', 'IBM Plex Sans'],
    designElements: ['clean grid', 'clear hierarchy', 'data highlights', 'restrained palette'],
    promptGuidance:
      'Trustworthy and clear: clean white space, a tidy grid, one brand blue accent, simple charts or product shots, professional even lighting, clear sans-serif hierarchy.',
    layout: 'split',
  },
  {
    id: 'organic',
    colors: ['#eef0e5', '#2f3b2a', '#7a9a5b', '#d9a77a', '#c9d3b5'],
    fonts: ['Fraunces', 'Lora'],
    designElements: ['arched frames', 'leaf shapes', 'natural textures', 'earthy tones'],
    promptGuidance:
      'Natural and organic: sage, olive and clay tones, botanical leaves, linen or stone textures, soft morning light, arched shapes, warm soft serif type.',
    layout: 'arch',
  },
  {
    id: 'tech',
    colors: ['#0a0f1f', '#e6f1ff', '#00e0c6', '#6c5cff'],
    fonts: ['Space Grotesk', 'JetBrains Mono'],
    designElements: ['fine grid', 'glowing gradients', 'monospace labels', 'orbit lines'],
    promptGuidance:
      'Futuristic tech: near-black navy backdrop, fine technical grid, glowing cyan-to-violet gradients, precise thin lines, sleek devices, geometric sans-serif with monospace details.',
    layout: 'grid',
  },
  {
    id: 'editorial',
    colors: ['#f4f1ea', '#161616', '#b3261e', '#d8d2c4'],
    fonts: ['DM Serif Display', 'Source Serif 4'],
    designElements: ['masthead', 'column rules', 'captioned photo', 'large serif headline'],
    promptGuidance:
      'Magazine editorial: paper-toned page, a strong photograph framed like a magazine spread, masthead and column rules, large high-contrast serif headline, one red accent.',
    layout: 'magazine',
  },
  {
    id: 'festive',
    colors: ['#7a1026', '#fff6e5', '#f4c542', '#1f6b45'],
    fonts: ['Abril Fatface', 'Poppins'],
    designElements: ['confetti', 'ribbons', 'gift motifs', 'sparkles'],
    promptGuidance:
      'Festive celebration: deep red and green with gold, confetti, ribbons and wrapped gifts, warm twinkling bokeh lights, joyful, elegant display type.',
    layout: 'confetti',
  },
  {
    id: 'neon',
    colors: ['#0d0221', '#ffffff', '#ff2bd6', '#22f0ff', '#fff200'],
    fonts: ['Orbitron', 'Rajdhani'],
    designElements: ['glowing outlines', 'night-time darkness', 'electric colours', 'horizon grid'],
    promptGuidance:
      'Neon night: very dark backdrop, glowing magenta and cyan neon tubes and outlines, reflections on wet surfaces, synthwave horizon grid, bold futuristic type with glow.',
    layout: 'glow',
  },
  {
    id: 'pastel',
    colors: ['#fdf1f4', '#4a3f5c', '#f7b7c9', '#b9e3d8', '#cfc4f5'],
    fonts: ['Quicksand', 'Nunito'],
    designElements: ['soft gradients', 'rounded cards', 'airy spacing', 'gentle shadows'],
    promptGuidance:
      'Soft pastel: blush pink, mint and lavender, gentle gradients, rounded shapes and cards, diffused light with soft shadows, airy and calm, light rounded type.',
    layout: 'soft',
  },
  {
    id: 'brutalist',
    colors: ['#e9e9e9', '#000000', '#ff4f00', '#ffffff'],
    fonts: ['Archivo Black', 'Space Mono'],
    designElements: ['raw grid', 'heavy borders', 'monospace captions', 'square corners'],
    promptGuidance:
      'Brutalist: raw, unpolished grid, heavy black borders and hard shadows, one signal orange, square corners, monospace captions, blunt heavy grotesque headline.',
    layout: 'poster',
  },
  {
    id: 'botanical',
    colors: ['#173a2e', '#f2ead3', '#e8a87c', '#7fb08c', '#2c5a48'],
    fonts: ['Cormorant Garamond', 'Karla'],
    designElements: ['lush leaves', 'arched frames', 'warm highlights', 'fine serif type'],
    promptGuidance:
      'Lush botanical: deep forest green, layered tropical leaves, warm peach highlights, dappled light, an arched window frame, refined light serif type.',
    layout: 'arch',
  },
] as const satisfies readonly PresetStyle[];

export type PresetStyleId = (typeof presetStyles)[number]['id'];
export const presetStyleIds = presetStyles.map((preset) => preset.id) as PresetStyleId[];

export function isPresetStyleId(id: string): id is PresetStyleId {
  return (presetStyleIds as string[]).includes(id);
}

export function findPresetStyle(id: string): PresetStyle | undefined {
  return presetStyles.find((preset) => preset.id === id);
}

// ── custom styles ─────────────────────────────────────────────────────────────────────────────

export const isHexColor = (value: string): boolean => hexColorSchema.safeParse(value).success;

export const maxStyleNameLength = 60;
export const maxStyleDescriptionLength = 500;
export const maxStyleColors = 8;
export const maxStyleFonts = 4;
export const maxStyleDesignElements = 12;
export const maxDesignElementLength = 60;

/** POST /api/styles and PUT /api/styles/{id}. Messages are `authErrors` keys, like the account forms'. */
export const styleInputSchema = z.object({
  name: z.string().trim().min(1, authMessageKeys.fieldRequired).max(maxStyleNameLength),
  description: z.string().trim().max(maxStyleDescriptionLength).default(''),
  colors: z.array(hexColorSchema).max(maxStyleColors).default([]),
  fonts: z.array(z.string().trim().min(1).max(100)).max(maxStyleFonts).default([]),
  designElements: z
    .array(z.string().trim().min(1).max(maxDesignElementLength))
    .max(maxStyleDesignElements)
    .default([]),
});
export type StyleInput = z.infer<typeof styleInputSchema>;
/** What a form holds before the defaults apply. */
export type StyleDraft = z.input<typeof styleInputSchema>;

/** A user's own style as the API answers it. */
export interface CustomStyle extends StyleLook {
  id: string;
  kind: 'custom';
  name: string;
  description: string;
  creationDate: string;
  updatedDate: string;
}

/** A preset as the API answers it: name and description in the caller's language. */
export interface PresetStyleView extends StyleLook {
  id: PresetStyleId;
  kind: 'preset';
  name: string;
  description: string;
  promptGuidance: string;
}

export type StyleView = PresetStyleView | CustomStyle;

/** GET /api/styles. */
export interface StyleList {
  presets: PresetStyleView[];
  /** Newest first, a page of them. */
  custom: CustomStyle[];
  /** Where the next page of `custom` starts; null on the last. */
  nextCursor: string | null;
  /** Whether the caller's plan may add, edit and delete custom styles. */
  canManageCustom: boolean;
}
