import type { LayerBox, LayerDocument } from '@brandloom/shared/layers';
import { boxesOverlap, grownBox, logoClearSpace } from '@brandloom/shared/logo-clear-space';
import { minimumLogoSide } from '../../brand-layer/index.ts';
import { type CheckContext, type Finding, finding } from './brand-check-context.ts';
import { copyTexts, type LogoElement, movedInside, shifted, visibleElements } from './layer-elements.ts';

/**
 * The brand's logo is on the ad, large enough, and has clear space. Large enough: its area at least
 * that of a square 8 % of the canvas's short side (the compositor sets it at 11 %), and 16 pixels
 * on its shorter side — in a banner three times as wide as high (or as high as wide) a fifth of its
 * height when that is less, as the compositor's banners set it (decision 0067). Clear space: a
 * quarter of its shorter side on every side free of copy (logo-clear-space.ts in packages/shared,
 * which the editor keeps while the logo is dragged).
 */

const minimumAreaShare = 0.08;
/** The compositor's boxes are fractional: a hair under the minimum is not counted. */
const sideTolerance = 0.01;

function minimumArea(document: LayerDocument): number {
  return (Math.min(document.width, document.height) * minimumAreaShare) ** 2;
}

function minimumSide(document: LayerDocument): number {
  return minimumLogoSide(document.width, document.height);
}

function largeEnough(document: LayerDocument, box: LayerBox): boolean {
  return (
    box.width * box.height >= minimumArea(document) - 0.5 &&
    Math.min(box.width, box.height) >= minimumSide(document) - sideTolerance
  );
}

export function checkLogo(document: LayerDocument, context: CheckContext): Finding[] {
  if (!context.brand) return [];
  // A brand without a logo file is not asked for one; the reasons say how to add it (decision 0067).
  if (!context.brand.hasLogo) {
    const wordmark = visibleElements(document, 'text').find(({ element }) => element.role === 'wordmark');
    return [finding('logo-wordmark', 'pass', wordmark?.layer ?? null, {})];
  }
  const logos = visibleElements(document, 'logo');
  if (logos.length === 0) return [finding('logo-present', 'fail', null, {})];
  const copy = copyTexts(document);
  return logos.flatMap(({ layer, element }) => {
    const { box } = element;
    const size = finding(
      'logo-size',
      largeEnough(document, box) ? 'pass' : 'fail',
      layer,
      {
        width: Math.round(box.width),
        height: Math.round(box.height),
        minimum: Math.round(Math.sqrt(minimumArea(document))),
        minimumSide: Math.round(minimumSide(document)),
      },
      true,
    );
    const margin = logoClearSpace(box);
    const crowded = copy.some(({ element: text }) => boxesOverlap(grownBox(box, margin), text.box));
    const space = finding('logo-clear-space', crowded ? 'warn' : 'pass', layer, {
      margin: Math.round(margin),
    });
    return [finding('logo-present', 'pass', layer, {}), size, space];
  });
}

/** A logo too small grows about its centre to the minimum, then moves back inside the zone if it left it. */
export function fixLogoSize(document: LayerDocument, logo: LogoElement, context: CheckContext): LogoElement {
  const { box } = logo;
  if (largeEnough(document, box)) return logo;
  const scale = Math.max(
    Math.sqrt(minimumArea(document) / Math.max(1, box.width * box.height)),
    minimumSide(document) / Math.max(1, Math.min(box.width, box.height)),
  );
  const width = box.width * scale;
  const height = box.height * scale;
  const grown = { x: box.x + (box.width - width) / 2, y: box.y + (box.height - height) / 2, width, height };
  const placed = movedInside(grown, context.zone);
  return {
    ...logo,
    box: placed,
    ...(logo.scrim ? { scrim: { ...logo.scrim, box: shifted(logo.scrim.box, box, placed) } } : {}),
  };
}
