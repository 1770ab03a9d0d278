import type { LayerDocument } from '@brandloom/shared/layers';
import { type CheckContext, type Finding, finding } from './brand-check-context.ts';
import { copyTexts } from './layer-elements.ts';

/** "Playfair Display", "playfair-display" and "PlayfairDisplay" are one family. */
const familyKey = (family: string) => family.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The copy is set in the brand's fonts, when the brand set any (family names, case and spacing aside). */
export function checkFonts(document: LayerDocument, context: CheckContext): Finding[] {
  const families = new Set(context.brand?.fontFamilies.map(familyKey) ?? []);
  if (families.size === 0) return [];
  const brandFonts = [...(context.brand?.fontFamilies ?? [])].join(', ');
  return copyTexts(document).map(({ layer, element }) =>
    finding('fonts', families.has(familyKey(element.font.family)) ? 'pass' : 'warn', layer, {
      font: element.font.family,
      brandFonts,
    }),
  );
}
