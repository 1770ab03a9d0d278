import { Hono } from 'hono';
import { BillingProviderError } from '../../adapters/billing/billing.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppEnv } from '../../lib/http.ts';
import type { BillingDeps } from './billing-deps.ts';
import { handleBillingEvent } from './handle-billing-event.ts';

/** Where the processor (Stripe) delivers its signed events (0041). */
export const billingWebhookPath = '/api/stripe/webhook';

/**
 * The processor's events, signed rather than sent from a session: no session guard, no
 * cross-site or bad-input check (app.ts), the body read raw for the signature. 200 once the event
 * counted (or had already); 400 for a bad signature; 503 while the processor cannot be read back,
 * so it delivers the event again.
 */
export function billingWebhookRoutes(deps: BillingDeps) {
  const app = new Hono<AppEnv>();
  app.post(billingWebhookPath, async (c) => {
    const rawBody = await c.req.text();
    try {
      const outcome = await handleBillingEvent(deps, rawBody, c.req.header('stripe-signature'));
      return c.json({ received: true, outcome }, 200);
    } catch (error) {
      if (!(error instanceof BillingProviderError)) throw error;
      c.get('logger').warn(
        { err: error },
        'a billing event could not be handled now; the processor will retry',
      );
      throw new AppError('SERVICE_UNAVAILABLE', { cause: error });
    }
  });
  return app;
}
