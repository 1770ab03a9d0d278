import type { Database } from '../../db/client.ts';
import { findFirstSteps } from './onboarding.repository.ts';

/**
 * The first-run checklist of the dashboard, from the user's own rows: a brand made, a creative
 * generated to the end (a failed or blocked one does not count), an image uploaded.
 */
export async function getOnboardingProgress(db: Database, userId: string) {
  const steps = await findFirstSteps(db, userId);
  return {
    brandCreated: steps.brand,
    creativeGenerated: steps.creative,
    imageUploaded: steps.upload,
    checklistClosed: steps.closed,
  };
}
