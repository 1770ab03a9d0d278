import type { Brand, BrandAsset, BrandBrief, BrandFont, BrandInput } from '@brandloom/shared/brands';

/** A brand being edited: the API's input plus the URLs of its stored files, for previews. */
export interface BrandDraft {
  name: string;
  websiteUrl: string;
  brief: BrandBrief;
  colors: string[];
  fonts: (BrandFont & { url: string | null })[];
  assets: (BrandAsset & { url: string })[];
}
export type DraftFont = BrandDraft['fonts'][number];
export type DraftAsset = BrandDraft['assets'][number];

export const emptyDraft: BrandDraft = {
  name: '',
  websiteUrl: '',
  brief: { description: '', toneOfVoice: '', audience: '', offer: '' },
  colors: [],
  fonts: [],
  assets: [],
};

export function draftFromBrand(brand: Brand): BrandDraft {
  return {
    name: brand.name,
    websiteUrl: brand.websiteUrl ?? '',
    brief: brand.brief,
    colors: brand.colors,
    fonts: brand.fonts,
    assets: brand.assets,
  };
}

export function draftToInput(draft: BrandDraft): BrandInput {
  const websiteUrl = draft.websiteUrl.trim();
  return {
    name: draft.name,
    websiteUrl: websiteUrl === '' ? null : websiteUrl,
    brief: draft.brief,
    colors: draft.colors,
    fonts: draft.fonts.map(({ url: _url, ...font }) => font),
    assets: draft.assets.map(({ url: _url, ...asset }) => asset),
  };
}

/** The colour as the API stores it (`#rrggbb`, lower case), or null when it is not one. */
export function normalizeHex(value: string): string | null {
  const match = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(value.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return `#${digits.toLowerCase()}`;
}

/**
 * The brand's logo to show on a background of `mode`: the logo made for it, else the other logo
 * (shown on the background it was made for), else an icon.
 */
export function cardLogo(assets: readonly DraftAsset[], mode: DraftAsset['variant']): DraftAsset | undefined {
  const logos = assets.filter((asset) => asset.kind === 'logo');
  return logos.find((asset) => asset.variant === mode) ?? logos[0] ?? assets[0];
}
