import { isPresetStyleId } from '@brandloom/shared/styles';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { ensureCustomStylesAllowed } from './ensure-custom-styles-allowed.ts';
import { couldBeCustomStyleId } from './get-style.ts';
import { deleteUserStyle } from './styles.repository.ts';

/** Deletes one of the user's own styles (paid plans); presets are read-only. */
export async function deleteStyle(db: Database, userId: string, id: string): Promise<void> {
  await ensureCustomStylesAllowed(db, userId);
  if (isPresetStyleId(id)) throw new AppError('FORBIDDEN');
  if (!(couldBeCustomStyleId(id) && (await deleteUserStyle(db, userId, id))))
    throw new AppError('STYLE_NOT_FOUND');
}
