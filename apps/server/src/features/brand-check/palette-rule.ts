import { black, deltaE, mix, type Rgb, toHex, white } from '@brandloom/shared/colour';
import type { LayerDocument, LayerElement } from '@brandloom/shared/layers';
import { buildPalette } from '../../brand-layer/index.ts';
import { type BrandRules, type CheckContext, type Finding, finding } from './brand-check-context.ts';
import { boxInside, copyTexts, visibleElements } from './layer-elements.ts';

/**
 * The ad's colours that carry the brand — its copy and its call-to-action button — come from the
 * palette: within ΔE00 6 of a palette colour, of one of its tints or shades (mixed with white or
 * black in 5 % steps, as the compositor derives grounds), or of a neutral: white, black, greys, and
 * the near-black ink and near-white paper the compositor tints with the primary's hue (a pastel
 * brand's dark text is a deep shade of its hue, not pure black; decision 0067).
 */

const tolerance = 6;
const steps = Array.from({ length: 21 }, (_, index) => index / 20);

function paletteFamily(colors: readonly Rgb[]): Rgb[] {
  const { ink, paper } = buildPalette(colors.map(toHex));
  return [
    ...steps.map((amount) => mix(white, black, amount)),
    ...[...colors, ink, paper].flatMap((colour) =>
      steps.flatMap((amount) => [mix(colour, white, amount), mix(colour, black, amount)]),
    ),
  ];
}

function nearestDistance(colour: Rgb, family: readonly Rgb[]): number {
  return Math.min(...family.map((member) => deltaE(colour, member)));
}

/** The palette colour (or white, or black) nearest `colour`. */
function nearestPaletteColour(colour: Rgb, brand: BrandRules): Rgb {
  return [...brand.colors, white, black].reduce((best, candidate) =>
    deltaE(colour, candidate) < deltaE(colour, best) ? candidate : best,
  );
}

/** A solid button under the call to action: the rect that holds the button's label. */
function isButton(
  element: LayerElement,
  labels: readonly LayerElement[],
): element is Extract<LayerElement, { kind: 'rect' }> {
  return (
    element.kind === 'rect' &&
    element.paint.kind === 'solid' &&
    labels.some((label) => label.kind === 'text' && boxInside(label.box, element.box, 1))
  );
}

function brandColours(document: LayerDocument) {
  const texts = copyTexts(document).map(({ layer, element }) => ({ layer, colour: element.colour }));
  const labels = ctaLabels(document);
  const buttons = visibleElements(document, 'rect').flatMap(({ layer, element }) =>
    isButton(element, labels) && element.paint.kind === 'solid'
      ? [{ layer, colour: element.paint.colour }]
      : [],
  );
  return [...texts, ...buttons];
}

export function checkPalette(document: LayerDocument, context: CheckContext): Finding[] {
  const colors = context.brand?.colors ?? [];
  if (colors.length === 0) return [];
  const family = paletteFamily(colors);
  return brandColours(document).map(({ layer, colour }) => {
    const distance = nearestDistance(colour, family);
    return finding(
      'palette',
      distance <= tolerance ? 'pass' : 'warn',
      layer,
      { colour: toHex(colour), deltaE: Math.round(distance * 10) / 10, tolerance },
      true,
    );
  });
}

/** Off-palette text and button colours of an element become the nearest palette colour. */
export function fixPalette(
  element: LayerElement,
  context: CheckContext,
  labels: readonly LayerElement[],
): LayerElement {
  const brand = context.brand;
  if (!brand || brand.colors.length === 0) return element;
  const family = paletteFamily(brand.colors);
  const onPalette = (colour: Rgb) => nearestDistance(colour, family) <= tolerance;
  if (element.kind === 'text' && !onPalette(element.colour))
    return { ...element, colour: nearestPaletteColour(element.colour, brand) };
  if (isButton(element, labels) && element.paint.kind === 'solid' && !onPalette(element.paint.colour))
    return {
      ...element,
      paint: { ...element.paint, colour: nearestPaletteColour(element.paint.colour, brand) },
    };
  return element;
}

export function ctaLabels(document: LayerDocument): LayerElement[] {
  return copyTexts(document)
    .filter(({ element }) => element.role === 'cta')
    .map(({ element }) => element);
}
