import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrandFont } from '@brandloom/shared/brands';
import { fontWeights } from '@brandloom/shared/font-catalog';
import type { FontFace } from '../../adapters/image-provider/image-provider.ts';
import { readObjectBytes, type Storage } from '../../adapters/storage/storage.ts';
import { catalogFontFile } from './font-files.ts';

const maxFontBytes = 20 * 1024 * 1024;

/**
 * Turns a brand's font into files on disk for the image renderer: catalogue fonts are in their npm
 * packages; uploaded ones are copied from storage into a local cache once (stored objects never
 * change under a path, so the copy stays valid).
 */
export function createBrandFontResolver(storage: Storage, cacheDir = join(tmpdir(), 'brandloom-fonts')) {
  return async (font: BrandFont): Promise<FontFace | null> => {
    if (font.source === 'catalog') {
      const files = fontWeights.flatMap((weight) => {
        const path = catalogFontFile(font.fontId, weight);
        return path ? [{ weight, style: 'normal' as const, path }] : [];
      });
      return files.length > 0 ? { family: font.family, files } : null;
    }
    const cached = join(cacheDir, font.path.replaceAll('/', '_'));
    if (!existsSync(cached)) {
      const object = await storage.get(font.path);
      if (!object) return null;
      await mkdir(cacheDir, { recursive: true });
      await writeFile(cached, await readObjectBytes(object, maxFontBytes));
    }
    return { family: font.family, files: [{ weight: 400, style: 'normal', path: cached }] };
  };
}
