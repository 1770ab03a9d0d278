import type { CustomStyle, StyleInput } from '@brandloom/shared/styles';
import type { Database } from '../../db/client.ts';
import { ensureCustomStylesAllowed } from './ensure-custom-styles-allowed.ts';
import { refuseDuplicateName } from './refuse-duplicate-name.ts';
import { insertStyle } from './styles.repository.ts';

/** A new custom style (paid plans); names are unique per user whatever their case. */
export async function createStyle(db: Database, userId: string, input: StyleInput): Promise<CustomStyle> {
  await ensureCustomStylesAllowed(db, userId);
  return refuseDuplicateName(input.name, () => insertStyle(db, userId, input));
}
