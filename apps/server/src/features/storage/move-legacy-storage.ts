import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import {
  clearLegacyStorage,
  findLegacyStorageProfiles,
  findRowsUnderPrefix,
  setBrandFiles,
  setCreativePaths,
  setUploadPath,
} from './stored-files.repository.ts';

interface StorageDeps {
  db: Database;
  storage: Storage;
}

/**
 * Moves one user's files from `{userId}/` to their storage folder and points the rows at the new
 * paths. Each object moves before its row changes, so a run cut short is finished by the next one
 * (a move of an object already moved finds nothing and the row still gets the new path).
 */
async function moveUserFiles({ db, storage }: StorageDeps, userId: string, folder: string): Promise<number> {
  const legacy = `${userId}/`;
  let moved = 0;
  async function relocate(path: string): Promise<string> {
    if (!path.startsWith(legacy)) return path;
    const to = `${folder}/${path.slice(legacy.length)}`;
    if (await storage.move(path, to)) moved += 1;
    return to;
  }
  const relocateOptional = (path: string | null) => (path === null ? null : relocate(path));

  const { uploads, creatives, brands } = await findRowsUnderPrefix(db, userId, legacy);
  for (const row of uploads) await setUploadPath(db, row.id, await relocate(row.path));
  for (const row of creatives) {
    const [imagePath, thumbnailPath, videoPath] = await Promise.all([
      relocateOptional(row.imagePath),
      relocateOptional(row.thumbnailPath),
      relocateOptional(row.videoPath),
    ]);
    await setCreativePaths(db, row.id, { imagePath, thumbnailPath, videoPath });
  }
  for (const row of brands) {
    // A brand may point at an upload's or a creative's file, moved above: it gets the same new path.
    const fonts = await Promise.all(
      row.fonts.map(async (font) =>
        font.source === 'upload' ? { ...font, path: await relocate(font.path) } : font,
      ),
    );
    const assets = await Promise.all(
      row.assets.map(async (asset) => ({ ...asset, path: await relocate(asset.path) })),
    );
    if (JSON.stringify({ fonts, assets }) !== JSON.stringify({ fonts: row.fonts, assets: row.assets })) {
      await setBrandFiles(db, row.id, { fonts, assets });
    }
  }
  await clearLegacyStorage(db, userId);
  return moved;
}

/**
 * The start-up step of migration 0014 (decision 0031): the files of every profile it marked move
 * out of the folder named by the user id. Idempotent; a second run finds no marked profile.
 */
export async function moveLegacyStorage(
  deps: StorageDeps,
  batchSize = 100,
): Promise<{ users: number; files: number }> {
  let users = 0;
  let files = 0;
  for (;;) {
    const profiles = await findLegacyStorageProfiles(deps.db, batchSize);
    if (profiles.length === 0) return { users, files };
    for (const profile of profiles) {
      files += await moveUserFiles(deps, profile.userId, profile.folder);
      users += 1;
    }
  }
}
