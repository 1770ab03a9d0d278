import type { BrandCheckRule, BrandFinding } from '@brandloom/shared/brand-check';
import type { Rgb } from '@brandloom/shared/colour';
import type { LayerBox } from '@brandloom/shared/layers';

/** What the brand check compares a layer document with (decision 0056). */
export interface BrandRules {
  name: string;
  /** The palette, primary first; empty when the brand set none. */
  colors: Rgb[];
  /** Font family names; empty when the brand set none. */
  fontFamilies: string[];
  /** The brand has a logo or icon file to show. */
  hasLogo: boolean;
}

/** A loaded dictionary: whether a word (as written in the ad) is spelt right. */
export type IsWord = (word: string) => boolean;

export interface CheckContext {
  /** Null for a creative made without a brand: palette, logo and font rules then do not apply. */
  brand: BrandRules | null;
  /** Where text and logo must stay: the placement's safe zone, or the whole canvas. */
  zone: LayerBox;
  /** Null when the language has no dictionary here. */
  spelling: { isWord: IsWord; ignored: ReadonlySet<string> } | null;
}

/** A finding before its reason is put into words. */
export type Finding = Omit<BrandFinding, 'reason'>;

export function finding(
  rule: BrandCheckRule,
  status: Finding['status'],
  layer: { id: string; role: Finding['layerRole'] } | null,
  params: Finding['params'],
  fixable = false,
): Finding {
  return {
    rule,
    status,
    layerId: layer?.id ?? null,
    layerRole: layer?.role ?? null,
    params,
    fixable: fixable && status !== 'pass',
  };
}

/** One decimal, rounded down, so a ratio just under its minimum never reads as reaching it. */
export function ratioText(ratio: number): number {
  return Math.floor(ratio * 10) / 10;
}
