import type { Env } from '../../env.ts';
import type { BillingProvider } from './billing.ts';
import { createLocalBillingProvider } from './local/local-billing-provider.ts';

/** The billing provider the environment asks for: the local provider until Stripe's keys are set (part 2). */
export function createBillingProvider(env: Pick<Env, 'PUBLIC_URL'>): BillingProvider {
  return createLocalBillingProvider(env.PUBLIC_URL);
}
