import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findLiveTemplate, removeFavorite } from './templates.repository.ts';

/** DELETE /api/templates/{id}/favorite: unmarks it (not marked is fine). */
export async function unfavoriteTemplate(db: Database, userId: string, id: string): Promise<void> {
  if (!(await findLiveTemplate(db, id))) throw new AppError('TEMPLATE_NOT_FOUND');
  await removeFavorite(db, userId, id);
}
