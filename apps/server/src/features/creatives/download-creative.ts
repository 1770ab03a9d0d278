import type { DownloadFormat, DownloadSize } from '@brandloom/shared/downloads';
import { downloadDimensions } from '@brandloom/shared/downloads';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findBrandRow } from '../brands/index.ts';
import type { ImageTransformer } from '../storage/index.ts';
import { findOwnCreative } from './creatives.repository.ts';

export interface CreativeDownload {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
  fileName: string;
}

/** Lower-case ASCII words joined by dashes: "Café Ünïcode & Co" → "cafe-unicode-co". */
function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

/**
 * What a download is called: product, brand (when there is one), day made (UTC), ratio and size,
 * e.g. `brandloom-acme-coffee-2026-11-22-1x1-50pct.webp`. ASCII only, so every browser and file
 * system keeps it as it is.
 */
export function downloadFileName(input: {
  brandName: string | null;
  creationDate: Date;
  ratio: string;
  /** Images: the size asked for. */
  size?: DownloadSize;
  /** Videos: their length. */
  durationSeconds?: number | null;
  extension: string;
}): string {
  const parts = [
    'brandloom',
    input.brandName ? slug(input.brandName) : '',
    input.creationDate.toISOString().slice(0, 10),
    input.ratio === 'source' ? '' : input.ratio.replace(':', 'x'),
    input.size ? `${input.size}pct` : '',
    input.durationSeconds ? `${input.durationSeconds}s` : '',
  ].filter(Boolean);
  return `${parts.join('-')}.${input.extension}`;
}

/**
 * One of the user's creatives as a file to save: the image converted to JPG, PNG or WebP at full,
 * 50 % or 25 % size. A video's MP4 is streamed by serve-creative-video.ts instead.
 */
export async function downloadCreative(
  deps: { db: Database; images: ImageTransformer },
  userId: string,
  id: string,
  query: { format: Exclude<DownloadFormat, 'mp4'>; size: DownloadSize },
): Promise<CreativeDownload> {
  const row = await findOwnCreative(deps.db, userId, id);
  if (!row) throw new AppError('CREATIVE_NOT_FOUND');
  // Queued, failed and blocked creatives have no image yet (or ever).
  if (!row.imagePath) throw new AppError('NO_IMAGE_URL');
  const width =
    query.size === 100 || !row.width || !row.height
      ? undefined
      : downloadDimensions({ width: row.width, height: row.height }, query.size).width;
  // Quality 90 rather than the thumbnails' 80: a download is meant to be used (PNG ignores it).
  const image = await deps.images.transform(row.imagePath, { w: width, format: query.format, q: 90 });
  const brand = row.brandId ? await findBrandRow(deps.db, userId, row.brandId) : undefined;
  return {
    bytes: image.bytes,
    contentType: image.contentType,
    fileName: downloadFileName({
      brandName: brand?.name ?? null,
      creationDate: row.creationDate,
      ratio: row.ratio,
      size: query.size,
      extension: query.format,
    }),
  };
}
