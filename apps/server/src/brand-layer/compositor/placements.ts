import type { SafeZone } from '@brandloom/shared/ad-formats';
import type { LayerDocument } from '@brandloom/shared/layers';
import type { ImageRequest, LayoutFamily } from '../../adapters/image-provider/image-provider.ts';
import type { Insets } from './bleed.ts';
import { type BrandCompositorOptions, type PlannedCreative, planCreative } from './brand-compositor.ts';

/**
 * A creative laid out again for an ad placement (decision 0052): the same copy, family, variant,
 * brand, style and photos as its layer document, planned at the placement's size with its safe
 * zone kept clear. Nothing is cropped: the copy is set again for the new box, the logo sits in the
 * safe area, a photo is cover-cropped around its subject (sharp's attention strategy).
 */

export interface Placement {
  width: number;
  height: number;
  safeZone: SafeZone;
}

/** The safe zone in whole pixels. */
function placementInsets({ width, height, safeZone }: Placement): Insets {
  return {
    top: Math.round(safeZone.top * height),
    right: Math.round(safeZone.right * width),
    bottom: Math.round(safeZone.bottom * height),
    left: Math.round(safeZone.left * width),
  };
}

export function planForPlacement(
  request: ImageRequest,
  document: LayerDocument,
  placement: Placement,
  options: BrandCompositorOptions = {},
): Promise<PlannedCreative> {
  const insets = placementInsets(placement);
  const zoned = insets.top + insets.right + insets.bottom + insets.left > 0;
  return planCreative({ ...request, copy: document.copy, variant: document.variant }, options, {
    family: document.family as LayoutFamily,
    size: { width: placement.width, height: placement.height },
    markOnly: document.markOnly,
    ...(zoned ? { insets } : {}),
  });
}
