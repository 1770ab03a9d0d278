import type { Language } from '@brandloom/shared/i18n/languages';
import type { Template } from '@brandloom/shared/templates';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findPlan } from '../profile/index.ts';
import { templateCatalogue } from './catalog/catalog.ts';
import { templateView } from './template-view.ts';
import { findUserTemplate } from './templates.repository.ts';

/** GET /api/templates/{id}: one template as the caller sees it; deleted ones are not found. */
export async function getTemplate(
  db: Database,
  userId: string,
  id: string,
  language: Language,
): Promise<Template> {
  const [row, plan] = await Promise.all([findUserTemplate(db, userId, id), findPlan(db, userId)]);
  const view = row && templateView(templateCatalogue, row, { language, plan: plan ?? 'free' });
  if (!view) throw new AppError('TEMPLATE_NOT_FOUND');
  return view;
}
