import { type Currency, findCreditPack } from '@brandloom/shared/billing';
import { AppError } from '../../lib/app-error.ts';
import type { BillingDeps } from './billing-deps.ts';
import { openCheckout } from './create-checkout.ts';

/** A checkout for a one-time credit pack; open to every plan, Free included. */
export function createPackCheckout(
  deps: BillingDeps,
  caller: { userId: string; email: string },
  input: { packId: string; currency: Currency; returnPath?: string },
): Promise<string> {
  const pack = findCreditPack(input.packId);
  if (!pack) throw new AppError('CREDIT_PACK_NOT_FOUND', { field: 'packId' });
  return openCheckout(deps, caller, {
    purchase: { kind: 'pack', packId: pack.id, credits: pack.credits },
    currency: input.currency,
    returnPath: input.returnPath,
  });
}
