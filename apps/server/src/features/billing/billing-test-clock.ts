import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { BillingProvider } from '../../adapters/billing/billing.ts';
import type { Env } from '../../env.ts';
import { validationHook } from '../../lib/error-handler.ts';
import type { AppEnv } from '../../lib/http.ts';
import type { Logger } from '../../lib/logger.ts';
import { loopbackOnly } from '../../lib/loopback-only.ts';
import { errorResponse, jsonBody, jsonContent } from '../../lib/openapi.ts';
import type { BillingDeps } from './billing-deps.ts';
import { renewDueSubscriptions } from './renew-due-subscriptions.ts';

/**
 * The billing clock end-to-end journeys move (decision 0042): wall-clock time plus an offset that
 * only grows. It drives the billing use cases, the renewals and the credit balance reads, so a
 * journey can pass a period end and see the credits refill. Only `BILLING_TEST_CLOCK=on` creates
 * one (start-application.ts), and only with the local provider and a loopback PUBLIC_URL.
 */
export interface BillingTestClock {
  now: () => Date;
  advance: (ms: number) => void;
}

export function createBillingTestClock(wallClock: () => number = Date.now): BillingTestClock {
  let offsetMs = 0;
  return {
    now: () => new Date(wallClock() + offsetMs),
    advance: (ms) => {
      offsetMs += ms;
    },
  };
}

/** The test clock when `BILLING_TEST_CLOCK=on`; it refuses to start with a real payment provider. */
export function startBillingTestClock(
  env: Pick<Env, 'BILLING_TEST_CLOCK'>,
  provider: Pick<BillingProvider, 'name'>,
  logger: Logger,
): BillingTestClock | undefined {
  if (env.BILLING_TEST_CLOCK !== 'on') return undefined;
  if (provider.name !== 'local') {
    throw new Error('BILLING_TEST_CLOCK is for the local billing provider only: unset it');
  }
  logger.warn('BILLING_TEST_CLOCK is on: loopback clients can move the billing clock (tests only)');
  return createBillingTestClock();
}

const dayMs = 24 * 60 * 60 * 1000;

const advanceRoute = createRoute({
  method: 'post',
  path: '/api/dev/billing-clock/advance',
  tags: ['Development'],
  summary: 'Test only: move the billing clock forward and run the renewals now due',
  request: {
    body: jsonBody(z.object({ days: z.number().int().min(1).max(400) }).openapi('AdvanceBillingClock')),
  },
  responses: {
    200: jsonContent(
      z.object({ now: z.iso.datetime(), renewed: z.number().int() }),
      'The clock after the move and how many subscriptions renewed',
    ),
    400: errorResponse('Bad input'),
    404: errorResponse('Not a client on this machine'),
  },
});

/** `POST /api/dev/billing-clock/advance`: mounted only with a test clock, answered on loopback only. */
export function billingTestClockRoutes(clock: BillingTestClock, deps: BillingDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.use(advanceRoute.path, loopbackOnly);
  return app.openapi(advanceRoute, async (c) => {
    clock.advance(c.req.valid('json').days * dayMs);
    const renewed = await renewDueSubscriptions(deps);
    c.get('logger').warn({ now: clock.now().toISOString(), renewed }, 'billing test clock moved');
    return c.json({ now: clock.now().toISOString(), renewed }, 200);
  });
}
