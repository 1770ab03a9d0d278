import type { Language } from '@brandloom/shared/i18n/languages';
import type { Template } from '@brandloom/shared/templates';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { getTemplate } from './get-template.ts';
import { setFeatured } from './templates.repository.ts';

/** PATCH /api/admin/templates/{id} (spec §6): an admin marks a template featured or removes it. */
export async function updateTemplate(
  db: Database,
  admin: { id: string; language: Language },
  id: string,
  changes: { featured: boolean },
): Promise<Template> {
  if (!(await setFeatured(db, id, changes.featured))) throw new AppError('TEMPLATE_NOT_FOUND');
  return getTemplate(db, admin.id, id, admin.language);
}
