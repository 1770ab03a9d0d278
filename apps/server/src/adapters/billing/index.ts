import type { Env } from '../../env.ts';
import type { BillingProvider } from './billing.ts';
import { createLocalBillingProvider } from './local/local-billing-provider.ts';
import { createStripeBillingProvider, createStripeClient } from './stripe/stripe-billing-provider.ts';

type BillingEnv = Pick<
  Env,
  'PUBLIC_URL' | 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_PRICE_PLUS' | 'STRIPE_PRICE_FLEX'
>;

/** The billing provider the environment asks for: Stripe when its settings are there (all or none, env.ts), else the local provider. */
export function createBillingProvider(env: BillingEnv): BillingProvider {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_PLUS, STRIPE_PRICE_FLEX } = env;
  if (STRIPE_SECRET_KEY && STRIPE_WEBHOOK_SECRET && STRIPE_PRICE_PLUS && STRIPE_PRICE_FLEX)
    return createStripeBillingProvider({
      stripe: createStripeClient(STRIPE_SECRET_KEY),
      webhookSecret: STRIPE_WEBHOOK_SECRET,
      prices: { plus: STRIPE_PRICE_PLUS, flex: STRIPE_PRICE_FLEX },
    });
  return createLocalBillingProvider(env.PUBLIC_URL);
}
