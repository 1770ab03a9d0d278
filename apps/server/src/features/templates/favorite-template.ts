import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { addFavorite, findLiveTemplate } from './templates.repository.ts';

/** PUT /api/templates/{id}/favorite: marks it as the user's favourite (again is fine). */
export async function favoriteTemplate(db: Database, userId: string, id: string): Promise<void> {
  if (!(await findLiveTemplate(db, id))) throw new AppError('TEMPLATE_NOT_FOUND');
  await addFavorite(db, userId, id);
}
