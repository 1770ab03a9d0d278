import { planNames, planNeededFor, planRules } from '@brandloom/shared/plans';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findPlan } from '../profile/index.ts';

/** Whether the user's plan may add, edit and delete custom styles (spec §6). */
export async function canManageCustomStyles(db: Database, userId: string): Promise<boolean> {
  const plan = await findPlan(db, userId);
  return plan !== null && planRules[plan].customStyles;
}

/** Throws UPGRADE_REQUIRED (naming the plan to upgrade to) unless the user's plan allows custom styles. */
export async function ensureCustomStylesAllowed(db: Database, userId: string): Promise<void> {
  if (!(await canManageCustomStyles(db, userId))) {
    throw new AppError('UPGRADE_REQUIRED', { params: { plan: planNames[planNeededFor('customStyles')] } });
  }
}
