import { type CardInput, type CardRefusal, checkCard } from '../../adapters/billing/local/test-cards.ts';
import { findActiveSubscription, saveSubscriptionCard } from './billing.repository.ts';
import type { BillingDeps } from './billing-deps.ts';

/** The local portal's card change: the new card is checked like at checkout and kept on the subscription. */
export async function changeCard(
  deps: BillingDeps,
  userId: string,
  input: CardInput,
): Promise<{ saved: true } | { refusal: CardRefusal | 'noSubscription' }> {
  const checked = checkCard(input, deps.now());
  if ('refusal' in checked) return checked;
  return deps.db.transaction(async (tx) => {
    const stored = await findActiveSubscription(tx, userId, { lock: true });
    if (!stored) return { refusal: 'noSubscription' as const };
    await saveSubscriptionCard(tx, stored.id, checked.card);
    return { saved: true as const };
  });
}
