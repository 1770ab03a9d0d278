import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { softDeleteTemplate } from './templates.repository.ts';

/**
 * DELETE /api/admin/templates/{id} (spec §6): gone from every list, preview and new generation;
 * favourites and creatives keep the id. The row stays so the seed never brings it back.
 */
export async function deleteTemplate(db: Database, id: string): Promise<void> {
  if (!(await softDeleteTemplate(db, id))) throw new AppError('TEMPLATE_NOT_FOUND');
}
