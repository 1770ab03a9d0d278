import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressBuild } from './precompress.ts';

let folder: string;
const script = `export const words = ${JSON.stringify(Array.from({ length: 300 }, (_, index) => `word ${index}`))};`;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'brandloom-precompress-'));
  await mkdir(join(folder, 'assets'));
  await writeFile(join(folder, 'assets', 'entry-abc.js'), script);
  await writeFile(join(folder, 'assets', 'tiny-abc.js'), 'export {};');
  await writeFile(join(folder, 'index.html'), `<p>${'page '.repeat(500)}</p>`);
  await writeFile(join(folder, 'assets', 'photo.webp'), Buffer.alloc(4096, 7));
});
afterEach(() => rm(folder, { recursive: true, force: true }));

describe('precompressBuild', () => {
  it('keeps a brotli and a gzip copy of each larger text file, the same bytes once decoded', async () => {
    expect(await precompressBuild(folder)).toBe(1);
    const file = join(folder, 'assets', 'entry-abc.js');
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(script);
    expect((await readFile(`${file}.br`)).length).toBeLessThan(script.length);
  });

  it('leaves small files, pages (the server writes into them) and images alone', async () => {
    await precompressBuild(folder);
    for (const file of ['assets/tiny-abc.js', 'index.html', 'assets/photo.webp']) {
      await expect(readFile(join(folder, `${file}.br`)), file).rejects.toThrow(/ENOENT/);
      await expect(readFile(join(folder, `${file}.gz`)), file).rejects.toThrow(/ENOENT/);
    }
  });
});
