import { flexCreditSteps, type PaidPlan, planOffer } from '@brandloom/shared/billing';
import { AppError } from '../../lib/app-error.ts';

/** The offer for a plan and volume a caller asked for, or the translated refusal. */
export function requireOffer(plan: PaidPlan, creditAmount: number | undefined) {
  const offer = planOffer(plan, creditAmount);
  if (!offer) {
    throw new AppError('PLAN_VOLUME_NOT_OFFERED', {
      field: 'creditAmount',
      params: { creditAmount: creditAmount ?? '–', steps: flexCreditSteps.join(', ') },
    });
  }
  return offer;
}
