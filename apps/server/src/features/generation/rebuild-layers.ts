import type { LayerDocument } from '@brandloom/shared/layers';
import { readObjectBytes } from '../../adapters/storage/storage.ts';
import { loadBrandLayer } from '../../brand-layer/index.ts';
import { sharp } from '../../lib/sharp.ts';
import type { CreativeRow } from '../creatives/index.ts';
import { updateCreativeFrom } from './generation.repository.ts';
import { type ImageRequestSources, loadImageRequestAndFiles } from './load-image-request.ts';

/**
 * The layer document of a compositor creative made before documents were stored (decision 0057):
 * the compositor is deterministic, so planning again from the creative's stored settings gives
 * its document — but only if the render of it matches the stored image (the brand, a font or a
 * photo may have changed since). Kept on the row when it does; null when it does not.
 */

/** Largest stored image compared. */
const maxImageBytes = 40 * 1024 * 1024;
/** Mean difference per channel allowed (0–255): a newer libvips may round a few edges otherwise. */
const sameImageTolerance = 0.5;

async function samePixels(stored: Uint8Array, rendered: Uint8Array): Promise<boolean> {
  const [a, b] = await Promise.all(
    [stored, rendered].map((png) => sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  if (!a || !b || a.info.width !== b.info.width || a.info.height !== b.info.height) return false;
  let difference = 0;
  for (let index = 0; index < a.data.length; index += 1)
    difference += Math.abs((a.data[index] ?? 0) - (b.data[index] ?? 0));
  return difference / a.data.length <= sameImageTolerance;
}

export async function rebuildLayers(
  sources: ImageRequestSources,
  row: CreativeRow,
): Promise<LayerDocument | null> {
  if (row.model !== 'brand-compositor' || row.mode !== 'image' || !row.imagePath || row.placement)
    return null;
  const object = await sources.storage.get(row.imagePath);
  if (!object) return null;
  const stored = await readObjectBytes(object, maxImageBytes);
  const { request, referencePaths } = await loadImageRequestAndFiles(sources, row);
  const { createBrandCompositor } = await loadBrandLayer();
  const made = await createBrandCompositor().generate(request);
  if (!made.layers || !(await samePixels(stored, made.png))) return null;
  const layers = { ...made.layers, photos: referencePaths };
  await updateCreativeFrom(sources.db, row.id, ['completed'], { layers });
  return layers;
}
