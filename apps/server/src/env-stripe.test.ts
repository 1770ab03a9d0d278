import { describe, expect, it } from 'vitest';
import { createBillingProvider } from './adapters/billing/index.ts';
import { EnvError, loadEnv } from './env.ts';

function errorOf(source: Record<string, string>): string {
  try {
    loadEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error('loadEnv accepted the configuration');
}

const stripe = {
  STRIPE_SECRET_KEY: 'sk_test_51abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
  STRIPE_PRICE_PLUS: 'price_1Plus',
  STRIPE_PRICE_FLEX: 'price_1Flex',
};

describe('loadEnv: Stripe billing variables', () => {
  it('bills with the local provider by default and with Stripe when the group is complete', async () => {
    expect((await createBillingProvider(loadEnv({}))).name).toBe('local');
    const provider = await createBillingProvider(loadEnv(stripe));
    expect(provider.name).toBe('stripe');
    expect(provider.remote).toBeDefined();
  });

  it('names every missing variable of a half-configured group', () => {
    const message = errorOf({ STRIPE_SECRET_KEY: stripe.STRIPE_SECRET_KEY });
    for (const name of ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_PLUS', 'STRIPE_PRICE_FLEX'])
      expect(message).toContain(`${name}: is required when STRIPE_SECRET_KEY is set`);
    expect(errorOf({ ...stripe, STRIPE_PRICE_FLEX: '' })).toContain('STRIPE_PRICE_FLEX: is required');
  });

  it('refuses values of the wrong kind, naming the variable', () => {
    expect(errorOf({ ...stripe, STRIPE_SECRET_KEY: 'pk_test_publishable' })).toContain(
      'STRIPE_SECRET_KEY: must be a Stripe secret key',
    );
    expect(errorOf({ ...stripe, STRIPE_WEBHOOK_SECRET: 'secret' })).toContain(
      'STRIPE_WEBHOOK_SECRET: must be',
    );
    expect(errorOf({ ...stripe, STRIPE_PRICE_PLUS: 'prod_123' })).toContain('STRIPE_PRICE_PLUS: must be');
  });
});
