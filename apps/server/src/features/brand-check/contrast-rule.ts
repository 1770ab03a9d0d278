import {
  bodyTextContrast,
  contrastRatio,
  deltaE,
  largeTextContrast,
  readableOn,
} from '@brandloom/shared/colour';
import type { LayerDocument } from '@brandloom/shared/layers';
import { type CheckContext, type Finding, finding, ratioText } from './brand-check-context.ts';
import { copyTexts, type TextElement } from './layer-elements.ts';

/**
 * WCAG AA text contrast against the worst-case backdrop the compositor recorded: 4.5:1, or 3:1 for
 * large text — 24 px, or 18.66 px bold, as the ad is seen. An ad is seen with its short side at
 * most 400 CSS pixels (a phone's feed), never enlarged, so a 1080-pixel square's 65-pixel type is
 * large and its 40-pixel sub-line is not.
 */

const viewedShortSide = 400;

export function requiredContrast(document: LayerDocument, text: TextElement): number {
  const scale = Math.min(1, viewedShortSide / Math.min(document.width, document.height));
  const seen = text.fitted.fontSize * scale;
  const large = seen >= 24 || (seen >= 18.66 && text.font.weight >= 700);
  return large ? largeTextContrast : bodyTextContrast;
}

export function checkContrast(document: LayerDocument): Finding[] {
  return copyTexts(document).map(({ layer, element }) => {
    const ratio = contrastRatio(element.colour, element.backdrop);
    const minimum = requiredContrast(document, element);
    // A shadow or glow behind the letters lifts the contrast we can measure from colours alone.
    const status = ratio >= minimum ? 'pass' : element.effect ? 'warn' : 'fail';
    return finding('contrast', status, layer, { ratio: ratioText(ratio), minimum }, true);
  });
}

/** The palette colour nearest the text's own that reaches AA on its backdrop, else black or white. */
export function fixContrast(document: LayerDocument, text: TextElement, context: CheckContext): TextElement {
  const minimum = requiredContrast(document, text);
  if (contrastRatio(text.colour, text.backdrop) >= minimum) return text;
  const palette = [...(context.brand?.colors ?? [])].sort(
    (first, second) => deltaE(first, text.colour) - deltaE(second, text.colour),
  );
  return { ...text, colour: readableOn(text.backdrop, palette, minimum) };
}
