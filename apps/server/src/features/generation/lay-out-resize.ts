import { type AdFormat, findAdFormat } from '@brandloom/shared/ad-formats';
import type { LayerDocument } from '@brandloom/shared/layers';
import {
  ImageProviderError,
  type ImageRequest,
  type ImageResult,
} from '../../adapters/image-provider/image-provider.ts';
import { loadBrandLayer } from '../../brand-layer/index.ts';
import type { creative } from '../../db/schema.ts';
import { type CreativeRow, findCreative } from '../creatives/index.ts';
import { type ImageRequestSources, loadImageRequest, loadPhotos } from './load-image-request.ts';

/** A layer document planned again and painted at a placement's size (decision 0052). */
async function renderAtPlacement(request: ImageRequest, document: LayerDocument, format: AdFormat) {
  const { planForPlacement, renderCreative } = await loadBrandLayer();
  const planned = await planForPlacement(request, document, format);
  const { png, thumbnail } = await renderCreative(planned, request);
  return {
    png,
    thumbnail,
    layers: planned.document,
    layoutFamily: planned.scene.family,
  };
}

/** An image's result at its placement's size, from the provider's layers (composer placements). */
export async function resultAtPlacement(
  result: ImageResult,
  format: AdFormat,
  request: ImageRequest,
): Promise<ImageResult> {
  const layered = result.picture
    ? { ...request, references: [{ bytes: result.picture, contentType: 'image/png' }] }
    : request;
  const laidOut = await renderAtPlacement(layered, result.layers as LayerDocument, format);
  return {
    ...result,
    png: laidOut.png,
    thumbnail: laidOut.thumbnail,
    width: format.width,
    height: format.height,
    layers: laidOut.layers,
    detail: { ...result.detail, layoutFamily: laidOut.layoutFamily },
  };
}

type Store = (bytes: Uint8Array, contentType: string, extension: string) => Promise<string>;

/**
 * The generation worker's part of a resize (decision 0057): the original's layer document laid out
 * at the row's placement, with the photos the layers were drawn from (the attachments, or the
 * image model's kept picture). An original deleted meanwhile fails the row for good.
 */
export async function layOutResize(
  sources: ImageRequestSources,
  row: CreativeRow,
  store: Store,
): Promise<Partial<typeof creative.$inferInsert>> {
  const original = row.resizeOf ? await findCreative(sources.db, row.resizeOf) : undefined;
  const format = row.placement ? findAdFormat(row.placement) : undefined;
  const document = original?.layers;
  if (!original || original.userId !== row.userId || !document || !format)
    throw new ImageProviderError('invalid_request', 'The creative to resize is gone');
  const request = await loadImageRequest(sources, original);
  const photos = document.photos.length > 0 ? await loadPhotos(sources.storage, document.photos) : [];
  const layered = {
    ...request,
    references: photos.length > 0 ? photos : request.references,
    thumbnail: true,
  };
  const laidOut = await renderAtPlacement(layered, document, format);
  const { thumbnailOf } = await loadBrandLayer();
  return {
    imagePath: await store(laidOut.png, 'image/png', 'png'),
    thumbnailPath: await store(await thumbnailOf(laidOut), 'image/webp', 'webp'),
    width: format.width,
    height: format.height,
    copy: original.copy,
    detail: { layoutFamily: laidOut.layoutFamily },
    layers: { ...laidOut.layers, photos: document.photos },
  };
}
