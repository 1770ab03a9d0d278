import { type Plan, planRules } from '@brandloom/shared/plans';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findLiveTemplate, type TemplateRow } from './templates.repository.ts';

/** The template while it is in the library; TEMPLATE_NOT_FOUND for an unknown or deleted one. */
export async function requireLiveTemplate(db: Executor, id: string): Promise<TemplateRow> {
  const found = await findLiveTemplate(db, id);
  if (!found) throw new AppError('TEMPLATE_NOT_FOUND');
  return found;
}

/**
 * Throws unless a creative may be made from the template: TEMPLATE_NOT_FOUND for an unknown or
 * deleted one, TEMPLATE_NOT_IN_PLAN for a premium one on a plan without all templates.
 */
export async function ensureTemplateUsable(db: Executor, id: string, plan: Plan): Promise<void> {
  const found = await requireLiveTemplate(db, id);
  if (found.premium && !planRules[plan].allTemplates) {
    throw new AppError('TEMPLATE_NOT_IN_PLAN');
  }
}

/** Whether the template is still in the library (regenerating keeps it only then). */
export async function isTemplateLive(db: Executor, id: string): Promise<boolean> {
  return (await findLiveTemplate(db, id)) !== null;
}
