import { type CustomStyle, isPresetStyleId, type StyleInput } from '@brandloom/shared/styles';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { ensureCustomStylesAllowed } from './ensure-custom-styles-allowed.ts';
import { couldBeCustomStyleId } from './get-style.ts';
import { refuseDuplicateName } from './refuse-duplicate-name.ts';
import { updateUserStyle } from './styles.repository.ts';

/** Replaces one of the user's own styles (paid plans); presets are read-only. */
export async function updateStyle(
  db: Database,
  userId: string,
  id: string,
  input: StyleInput,
): Promise<CustomStyle> {
  await ensureCustomStylesAllowed(db, userId);
  if (isPresetStyleId(id)) throw new AppError('FORBIDDEN');
  const updated = couldBeCustomStyleId(id)
    ? await refuseDuplicateName(input.name, () => updateUserStyle(db, userId, id, input))
    : null;
  if (!updated) throw new AppError('STYLE_NOT_FOUND');
  return updated;
}
