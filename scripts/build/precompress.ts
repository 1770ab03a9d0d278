import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { compressOnce, keptCodings, keptCompressedTypes } from '../../apps/server/src/lib/compress.ts';

/** Below this a compressed copy saves less than its own headers (hono's threshold too). */
const smallest = 1024;
/** Compressions at once: zlib runs them on libuv's threads. */
const parallel = 4;

/**
 * Writes a `.br` and a `.gz` copy beside every compressible file of the web build that gets smaller,
 * at the strongest settings, so the server sends them without compressing per request (0081).
 * Answers how many files got copies.
 */
export async function precompressBuild(folder: string): Promise<number> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && keptCompressedTypes.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name));
  let compressed = 0;
  let next = 0;
  const work = async () => {
    while (next < files.length) {
      const file = files[next] as string;
      next += 1;
      const body = await readFile(file);
      if (body.length < smallest) continue;
      let kept = false;
      for (const { coding, suffix } of keptCodings) {
        const copy = await compressOnce(body, coding, 'most');
        if (copy.length >= body.length) continue;
        await writeFile(`${file}${suffix}`, copy);
        kept = true;
      }
      if (kept) compressed += 1;
    }
  };
  await Promise.all(Array.from({ length: parallel }, work));
  return compressed;
}
