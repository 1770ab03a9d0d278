import type { Language } from '@brandloom/shared/i18n/languages';
import type { StyleView } from '@brandloom/shared/styles';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { presetViews } from './list-styles.ts';
import { findUserStyle } from './styles.repository.ts';

/** Whether `id` can be a custom style's id; anything else cannot exist, and must not reach the database. */
export const couldBeCustomStyleId = (id: string): boolean => z.guid().safeParse(id).success;

/** One preset, or one of the user's own styles; another user's style is STYLE_NOT_FOUND like a missing one. */
export async function getStyle(
  db: Database,
  userId: string,
  id: string,
  language: Language,
): Promise<StyleView> {
  const preset = presetViews(language).find((view) => view.id === id);
  if (preset) return preset;
  const custom = couldBeCustomStyleId(id) ? await findUserStyle(db, userId, id) : null;
  if (!custom) throw new AppError('STYLE_NOT_FOUND');
  return custom;
}
