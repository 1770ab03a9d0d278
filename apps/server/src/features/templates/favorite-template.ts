import type { Database } from '../../db/client.ts';
import { requireLiveTemplate } from './ensure-template-usable.ts';
import { addFavorite } from './templates.repository.ts';

/** PUT /api/templates/{id}/favorite: marks it as the user's favourite (again is fine). */
export async function favoriteTemplate(db: Database, userId: string, id: string): Promise<void> {
  await requireLiveTemplate(db, id);
  await addFavorite(db, userId, id);
}
