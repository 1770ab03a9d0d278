import type { Database } from '../../db/client.ts';
import { requireLiveTemplate } from './ensure-template-usable.ts';
import { removeFavorite } from './templates.repository.ts';

/** DELETE /api/templates/{id}/favorite: unmarks it (not marked is fine). */
export async function unfavoriteTemplate(db: Database, userId: string, id: string): Promise<void> {
  await requireLiveTemplate(db, id);
  await removeFavorite(db, userId, id);
}
