import type { Env } from '../../env.ts';
import type { BillingProvider } from './billing.ts';
import { createLocalBillingProvider } from './local/local-billing-provider.ts';

type BillingEnv = Pick<
  Env,
  'PUBLIC_URL' | 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_PRICE_PLUS' | 'STRIPE_PRICE_FLEX'
>;

/**
 * The billing provider the environment asks for: Stripe when its settings are there (all or none,
 * env.ts), else the local provider. Stripe's SDK (~700 KB of JavaScript) is loaded only then (0062).
 */
export async function createBillingProvider(env: BillingEnv): Promise<BillingProvider> {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_PLUS, STRIPE_PRICE_FLEX } = env;
  if (STRIPE_SECRET_KEY && STRIPE_WEBHOOK_SECRET && STRIPE_PRICE_PLUS && STRIPE_PRICE_FLEX) {
    const { createStripeBillingProvider, createStripeClient } = await import(
      './stripe/stripe-billing-provider.ts'
    );
    return createStripeBillingProvider({
      stripe: createStripeClient(STRIPE_SECRET_KEY),
      webhookSecret: STRIPE_WEBHOOK_SECRET,
      prices: { plus: STRIPE_PRICE_PLUS, flex: STRIPE_PRICE_FLEX },
    });
  }
  return createLocalBillingProvider(env.PUBLIC_URL);
}
