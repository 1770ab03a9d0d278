import { Readable } from 'node:stream';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findBrandRow } from '../brands/index.ts';
import { findOwnCreative } from './creatives.repository.ts';
import { downloadFileName } from './download-creative.ts';

export interface VideoAnswer {
  status: 200 | 206 | 416;
  body: ReadableStream;
  headers: Record<string, string>;
}

/**
 * One `bytes=` range of a file of `size` bytes (RFC 9110 §14.1.2): `a-b`, `a-` or the suffix `-n`.
 * Null for a header we do not serve ranges for (several ranges): the whole file is sent instead.
 * A range that lies outside the file comes back with `start` at the file's size.
 */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | null {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  const start = first === '' ? Math.max(0, size - Number(last)) : Number(first);
  const end = first === '' || last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start > end || start >= size) return { start: size, end: size - 1 };
  return { start, end };
}

/** The bytes `start`…`end` (inclusive) of a stream, without buffering the rest. */
async function* slice(body: Readable, start: number, end: number) {
  let offset = 0;
  for await (const chunk of body) {
    const buffer = chunk as Buffer;
    const from = Math.max(0, start - offset);
    const to = Math.min(buffer.length, end + 1 - offset);
    if (to > from) yield buffer.subarray(from, to);
    offset += buffer.length;
    if (offset > end) break;
  }
  body.destroy();
}

/**
 * A user's video as MP4, whole or one byte range (browsers seek with ranges). Another user's id
 * answers CREATIVE_NOT_FOUND, an image DOWNLOAD_FORMAT_NOT_AVAILABLE; a video whose file cannot be
 * had answers the spec's `Failed to download video`. A download is named like the images' are.
 */
export async function serveCreativeVideo(
  deps: { db: Database; storage: Storage },
  userId: string,
  creativeId: string,
  request: { range: string | undefined; download: boolean },
): Promise<VideoAnswer> {
  const row = await findOwnCreative(deps.db, userId, creativeId);
  if (!row) throw new AppError('CREATIVE_NOT_FOUND');
  if (row.mode !== 'video')
    throw new AppError('DOWNLOAD_FORMAT_NOT_AVAILABLE', { params: { format: 'MP4' } });
  const brand =
    request.download && row.brandId ? await findBrandRow(deps.db, userId, row.brandId) : undefined;
  const fileName = downloadFileName({
    brandName: brand?.name ?? null,
    creationDate: row.creationDate,
    ratio: row.ratio,
    durationSeconds: row.durationSeconds,
    extension: 'mp4',
  });
  const object = row.videoPath ? await deps.storage.get(row.videoPath) : null;
  if (!object) throw new AppError('VIDEO_DOWNLOAD_FAILED');
  const common = {
    'Content-Type': 'video/mp4',
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'private, max-age=3600',
    'Content-Disposition': `${request.download ? 'attachment' : 'inline'}; filename="${fileName}"`,
  };
  const range = parseRange(request.range, object.size);
  if (!range) {
    return {
      status: 200,
      body: Readable.toWeb(object.body) as ReadableStream,
      headers: { ...common, 'Content-Length': String(object.size) },
    };
  }
  if (range.start >= object.size) {
    object.body.destroy();
    // RFC 9110 §15.5.17: the file's size lets the client ask again for bytes that exist.
    return {
      status: 416,
      body: Readable.toWeb(Readable.from([])) as ReadableStream,
      headers: { ...common, 'Content-Range': `bytes */${object.size}` },
    };
  }
  return {
    status: 206,
    body: Readable.toWeb(Readable.from(slice(object.body, range.start, range.end))) as ReadableStream,
    headers: {
      ...common,
      'Content-Length': String(range.end - range.start + 1),
      'Content-Range': `bytes ${range.start}-${range.end}/${object.size}`,
    },
  };
}
