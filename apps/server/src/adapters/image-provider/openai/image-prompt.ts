import type { Language } from '@brandloom/shared/i18n/languages';
import { type AdCopy, creativeColours, type ImageRatio, type ImageRequest } from '../image-provider.ts';
import { colourName } from './colour-name.ts';

/** gpt-image-1 accepts prompts up to 32,000 characters; every field below is clipped to stay far under. */
export const maxPromptLength = 32_000;

export const languageNames: Record<Language, string> = {
  en: 'English',
  de: 'German',
  fr: 'French',
  es: 'Spanish',
};

/**
 * Where the model leaves a calm area for the brand layer's copy, per ratio. The brand layer reads
 * it from the result's `detail.copyArea` to put the text where the picture has room for it.
 */
export const copyAreas = {
  '1:1': {
    name: 'bottom',
    instruction:
      'Keep the bottom third calm and uncluttered (a plain or softly blurred area) for a headline and a button, and the top-left corner free for a logo; place the main subject in the upper two thirds.',
  },
  '2:3': {
    name: 'top-and-bottom',
    instruction:
      'Keep the top quarter calm for a logo and a headline and the bottom quarter calm for a button (plain or softly blurred areas); place the main subject in the middle.',
  },
  '3:2': {
    name: 'left',
    instruction:
      'Keep the left 40% calm and uncluttered (a plain or softly blurred area) for a logo, a headline and a button; place the main subject on the right.',
  },
} as const satisfies Record<ImageRatio, { name: string; instruction: string }>;

const orientations: Record<ImageRatio, string> = {
  '1:1': 'square',
  '2:3': 'portrait',
  '3:2': 'landscape',
};

/** One composition per variant, so the variants of one request differ visibly. */
const compositions = [
  'a clean hero shot of the main subject',
  'a close-up with a shallow depth of field',
  'a wider scene showing the subject in its setting',
  'a top-down, flat-lay view',
  'a dynamic diagonal composition with strong contrast',
];

/** Collapses whitespace and cuts at `max` characters, so no field can crowd out the others. */
function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

function sentence(label: string, text: string, max: number): string | null {
  const clipped = clip(text, max);
  return clipped ? `${label}: ${clipped.replace(/[.!?…]$/, '')}.` : null;
}

function palette(colours: readonly string[]): string | null {
  const named = colours.slice(0, 8).map((hex) => `${colourName(hex)} (${clip(hex, 9)})`);
  if (named.length === 0) return null;
  const [dominant, ...others] = named;
  return others.length > 0
    ? `Colour palette: ${dominant} as the dominant colour, with ${others.join(', ')}.`
    : `Colour palette: ${dominant} as the dominant colour.`;
}

function brandLines({ brand }: ImageRequest): (string | null)[] {
  if (!brand) return [];
  return [
    sentence('Brand', brand.name, 200),
    sentence('About the brand', brand.brief.description, 1000),
    sentence('Audience', brand.brief.audience, 500),
    sentence('Offer', brand.brief.offer, 500),
    sentence('Mood, matching the tone of voice', brand.brief.toneOfVoice, 500),
  ];
}

function styleLines({ style }: ImageRequest): (string | null)[] {
  if (!style) return [];
  const elements = style.designElements.slice(0, 20).map((element) => clip(element, 100));
  return [
    style.description.trim()
      ? sentence(`Visual style "${clip(style.name, 100)}"`, style.description, 1000)
      : sentence('Visual style', style.name, 100),
    elements.length > 0 ? `Design elements: ${elements.join(', ')}.` : null,
    sentence('Style guidance', style.promptGuidance, 2000),
  ];
}

function sceneLine({ template }: ImageRequest): string | null {
  return template ? sentence('Scene', template.scene, 500) : null;
}

function referenceLine({ references, extend }: ImageRequest): string | null {
  if (extend)
    return 'The attached image holds the picture in its centre with a transparent border around it: keep the centre exactly as it is and paint the border, continuing the same scene, light and perspective outwards, so the subject is whole and nothing is cut off at the edges.';
  if (references.length === 0) return null;
  return references.length === 1
    ? 'The attached image shows the product or subject: feature it as the hero, keeping it recognisable.'
    : 'The first attached image shows the product or subject: feature it as the hero, keeping it recognisable; use the other attached images as references for look and setting.';
}

function textLines(request: ImageRequest, copy: AdCopy | null): string[] {
  if (!request.modelDrawsText) {
    return [
      'Do not draw any text, letters, numbers, words, logos, brand marks, watermarks, labels or signs anywhere in the image: the logo and the copy are added afterwards.',
    ];
  }
  const lines = ['Do not draw any logo or brand mark: the logo is added afterwards.'];
  if (!copy) {
    lines.push(
      `Set a short headline and a call-to-action button in ${languageNames[request.language]} in the calm area, in a clean legible typeface; text in quotes in the idea is used exactly as written.`,
    );
    return lines;
  }
  const parts = [
    `headline "${clip(copy.headline, 200)}"`,
    copy.subline && `sub-line "${clip(copy.subline, 300)}"`,
    copy.callToAction && `button "${clip(copy.callToAction, 60)}"`,
  ].filter(Boolean);
  lines.push(
    `Set this text in the calm area, spelled exactly as given, in a clean legible typeface with strong contrast: ${parts.join(', ')}. No other text.`,
  );
  return lines;
}

/**
 * The gpt-image-1 prompt for one creative: the user's idea, the brand's brief and tone, the style,
 * the template's scene, the palette by name, room for the copy, and no text or logo unless the model is to draw the copy
 * (`copy` is then what it writes). Pure, so its wording is tested directly.
 */
export function buildImagePrompt(request: ImageRequest, copy: AdCopy | null): string {
  const subject = request.modelDrawsText ? 'an advertisement' : 'the background image of an advertisement';
  const lines = [
    `Create ${subject}, ${orientations[request.ratio]} format (${request.ratio}).`,
    sentence('Idea', request.prompt, 4000),
    ...brandLines(request),
    ...styleLines(request),
    sceneLine(request),
    palette(creativeColours(request)),
    referenceLine(request),
    `Composition: ${compositions[request.variant % compositions.length]}. ${copyAreas[request.ratio].instruction}`,
    ...textLines(request, copy),
  ];
  return lines.filter((line): line is string => Boolean(line)).join('\n');
}
