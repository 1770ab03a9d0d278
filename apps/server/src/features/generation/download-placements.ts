import { adFormats, findAdFormat } from '@brandloom/shared/ad-formats';
import { zipSync } from 'fflate';
import { readObjectBytes, type Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { sharp } from '../../lib/sharp.ts';
import { findBrandRow } from '../brands/index.ts';
import { type CreativeRow, downloadFileName, findOwnCreative } from '../creatives/index.ts';
import { listOwnResizes } from './generation.repository.ts';

/**
 * A creative's placements as one ZIP (decision 0052): the newest image made for each placement,
 * named by brand, day, placement and size, e.g. `brandloom-acme-2026-11-26-meta-stories-1080x1920.png`.
 * A PNG over the placement's file-size limit (Google's uploaded banners take 150 KB) goes in as the
 * best JPEG under it.
 */

const maxImageBytes = 40 * 1024 * 1024;

/**
 * The newest of the creatives made from `id` for each placement, in the format finder's order:
 * those still queued too (the contact sheet shows their progress), never a failed one.
 */
export async function latestPlacements(db: Database, userId: string, id: string): Promise<CreativeRow[]> {
  const original = await findOwnCreative(db, userId, id);
  if (!original) throw new AppError('CREATIVE_NOT_FOUND');
  const rows = await listOwnResizes(db, userId, id);
  const seen = new Set<string>();
  const order = (row: CreativeRow) => adFormats.findIndex((format) => format.id === row.placement);
  const failed = (row: CreativeRow) => row.status === 'failed' || row.status === 'blocked';
  return rows
    .filter((row) => {
      if (!row.placement || failed(row) || seen.has(row.placement)) return false;
      seen.add(row.placement);
      return true;
    })
    .sort((a, b) => order(a) - order(b));
}

async function withinLimit(png: Buffer, limit: number | null): Promise<{ bytes: Buffer; extension: string }> {
  if (limit === null || png.length <= limit) return { bytes: png, extension: 'png' };
  let jpeg = png;
  for (const quality of [90, 82, 74, 66, 58, 50, 42]) {
    jpeg = await sharp(png).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= limit) break;
  }
  return { bytes: jpeg, extension: 'jpg' };
}

export async function downloadPlacements(
  deps: { db: Database; storage: Storage },
  userId: string,
  id: string,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; fileName: string }> {
  const rows = (await latestPlacements(deps.db, userId, id)).filter((row) => row.status === 'completed');
  if (rows.length === 0) throw new AppError('NO_PLACEMENTS');
  const first = rows[0] as CreativeRow;
  const brand = first.brandId ? await findBrandRow(deps.db, userId, first.brandId) : undefined;
  const files: Record<string, [Uint8Array, { level: 0 }]> = {};
  for (const row of rows) {
    const object = row.imagePath ? await deps.storage.get(row.imagePath) : null;
    if (!object || !row.placement) continue;
    const format = findAdFormat(row.placement);
    const png = await readObjectBytes(object, maxImageBytes);
    const { bytes, extension } = await withinLimit(png, format?.maxFileBytes ?? null);
    const name = downloadFileName({
      brandName: brand?.name ?? null,
      creationDate: row.creationDate,
      ratio: `${row.placement}-${row.width}x${row.height}`,
      extension,
    });
    // Already compressed images: stored, not deflated again.
    files[name] = [bytes, { level: 0 }];
  }
  const zip = zipSync(files);
  return {
    bytes: new Uint8Array(zip),
    fileName: downloadFileName({
      brandName: brand?.name ?? null,
      creationDate: first.creationDate,
      ratio: 'placements',
      extension: 'zip',
    }),
  };
}
