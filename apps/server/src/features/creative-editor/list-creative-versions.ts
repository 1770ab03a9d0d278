import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type CreativeRow, findOwnCreative } from '../creatives/index.ts';
import { listOwnVersions } from './creative-editor.repository.ts';

/** Every version of the user's creative, newest first: the details view's history (decision 0055). */
export async function listCreativeVersions(db: Database, userId: string, id: string): Promise<CreativeRow[]> {
  const row = await findOwnCreative(db, userId, id);
  if (!row) throw new AppError('CREATIVE_NOT_FOUND');
  return listOwnVersions(db, userId, row.versionOf ?? row.id);
}
