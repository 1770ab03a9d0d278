import type { LayerDocument, LayerElement } from '@brandloom/shared/layers';
import type { CheckContext, Finding } from './brand-check-context.ts';
import { fixContrast } from './contrast-rule.ts';
import { changeElements } from './layer-elements.ts';
import { fixLogoSize } from './logo-rules.ts';
import { ctaLabels, fixPalette } from './palette-rule.ts';
import { fixSafeZone } from './safe-zone-rule.ts';

/**
 * The mechanical fixes of a brand check's fixable issues, as a new document (decision 0056):
 * off-palette colours become the nearest palette colour, then text short of AA contrast the palette
 * colour (or black or white) that reaches it, a logo too small grows, and text or a logo outside
 * the safe zone moves in. Only the layers the findings name are touched.
 */
export function fixBrandFindings(
  document: LayerDocument,
  context: CheckContext,
  findings: readonly Finding[],
): LayerDocument {
  const layersOf = (rule: Finding['rule']) =>
    new Set(
      findings
        .filter((item) => item.rule === rule && item.fixable && item.layerId)
        .map((item) => item.layerId as string),
    );
  const labels = ctaLabels(document);
  let fixed = changeElements(document, layersOf('palette'), (element) =>
    fixPalette(element, context, labels),
  );
  // A palette colour may read worse than the colour it replaced, so those layers are measured again.
  const recoloured = new Set([...layersOf('palette'), ...layersOf('contrast')]);
  fixed = changeElements(fixed, recoloured, (element) =>
    element.kind === 'text' ? fixContrast(fixed, element, context) : element,
  );
  fixed = changeElements(
    fixed,
    layersOf('logo-size'),
    (element): LayerElement => (element.kind === 'logo' ? fixLogoSize(fixed, element, context) : element),
  );
  return changeElements(fixed, layersOf('safe-zone'), (element) => fixSafeZone(element, context));
}
