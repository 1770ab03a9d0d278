import { planNames, planNeededFor, planRules } from '@brandloom/shared/plans';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findPlan } from '../profile/index.ts';

/** Importing images from a website is for paid plans (spec §6); others get UPGRADE_REQUIRED. */
export async function requireImageImportPlan(db: Database, userId: string): Promise<void> {
  const plan = (await findPlan(db, userId)) ?? 'free';
  if (!planRules[plan].websiteImageImport) {
    throw new AppError('UPGRADE_REQUIRED', {
      params: { plan: planNames[planNeededFor('websiteImageImport')] },
    });
  }
}
