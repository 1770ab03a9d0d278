import { Readable } from 'node:stream';
import { Hono } from 'hono';
import type { Storage } from '../../adapters/storage/storage.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppEnv } from '../../lib/http.ts';

/** Public read access to stored objects (uploads and creatives are public by URL, as in the spec). */
export function storageRoutes(storage: Storage) {
  return new Hono<AppEnv>().get('/storage/*', async (c) => {
    // Object paths never contain encoded characters, so the path needs no further decoding.
    const object = await storage.get(c.req.path.slice('/storage/'.length));
    if (!object) throw new AppError('NOT_FOUND');
    return c.body(Readable.toWeb(object.body) as ReadableStream, 200, {
      'Content-Type': object.contentType,
      'Content-Length': String(object.size),
      'Cache-Control': object.cacheControl,
      // Stored files are meant to be linked and embedded from anywhere.
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
  });
}
