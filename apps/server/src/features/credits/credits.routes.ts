import { imageCreditCost } from '@brandloom/shared/credits';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Database } from '../../db/client.ts';
import { validationHook } from '../../lib/error-handler.ts';
import type { Guards } from '../../lib/guards.ts';
import { errorResponse, jsonBody, jsonContent, signedInErrors } from '../../lib/openapi.ts';
import type { SessionEnv } from '../../lib/require-session.ts';
import { addCredits } from './add-credits.ts';
import { getCreditBalance } from './get-credit-balance.ts';
import { listCreditLedger } from './list-credit-ledger.ts';

const creditsSchema = z
  .object({
    balance: z.number().int().openapi({ description: 'Credits that can be spent now' }),
    monthlyAllowance: z.number().int(),
    additionalCredits: z.number().int().openapi({ description: 'Purchased or gifted credits on top' }),
    spent: z.number().int().openapi({ description: 'Spent in the current period' }),
    periodStart: z.iso.datetime(),
    nextRefill: z.iso.datetime(),
    imageCosts: z
      .object({ low: z.number(), medium: z.number(), high: z.number(), auto: z.number() })
      .openapi({ description: 'Credits per image by quality' }),
  })
  .openapi('Credits');

const ledgerSchema = z
  .object({
    entries: z.array(
      z.object({
        id: z.uuid(),
        type: z.enum(['credits-spent', 'credits-refunded', 'credits-added']),
        credits: z.number().int(),
        creativeId: z.uuid().nullable(),
        state: z.enum(['reserved', 'committed', 'released']).nullable(),
        reason: z.string().nullable(),
        creationDate: z.iso.datetime(),
      }),
    ),
    nextCursor: z
      .string()
      .nullable()
      .openapi({ description: 'Pass as `cursor` for the next page; null on the last' }),
  })
  .openapi('CreditLedger');

const balanceRoute = createRoute({
  method: 'get',
  path: '/api/credits',
  tags: ['Credits'],
  summary: "The signed-in user's credits: balance, allowance, additional credits and next refill",
  responses: {
    200: jsonContent(creditsSchema, 'The credits'),
    ...signedInErrors,
  },
});

const ledgerRoute = createRoute({
  method: 'get',
  path: '/api/credits/ledger',
  tags: ['Credits'],
  summary: 'Every spend, refund and gift of credits, newest first',
  request: {
    query: z.object({
      limit: z.coerce.number().int().min(1).max(100).default(50),
      cursor: z.string().max(200).optional(),
    }),
  },
  responses: {
    200: jsonContent(ledgerSchema, 'One page of the ledger'),
    400: errorResponse('Bad query'),
    ...signedInErrors,
  },
});

const addRoute = createRoute({
  method: 'post',
  path: '/api/admin/credits',
  tags: ['Admin'],
  summary: 'Give a user credits, by e-mail address or user id',
  request: {
    body: jsonBody(
      z.object({
        user: z.string().trim().min(1).max(320).openapi({ description: 'E-mail address or user id' }),
        credits: z.number().int().min(1).max(100_000),
      }),
    ),
  },
  responses: {
    200: jsonContent(z.object({ userId: z.uuid(), credits: creditsSchema }), 'The credits were added'),
    400: errorResponse('Bad input'),
    401: signedInErrors[401],
    403: errorResponse('Not an admin'),
    404: errorResponse('No such user'),
  },
});

function creditsBody(balance: Awaited<ReturnType<typeof getCreditBalance>>) {
  return {
    balance: balance.balance,
    monthlyAllowance: balance.monthlyAllowance,
    additionalCredits: balance.additionalCredits,
    spent: balance.spent,
    periodStart: balance.periodStart.toISOString(),
    nextRefill: balance.nextRefill.toISOString(),
    imageCosts: imageCreditCost,
  };
}

/** `now`: the credit period's clock, which is billing's (a test clock moves both, decision 0042). */
export function creditsRoutes(guards: Guards, db: Database, now?: () => Date) {
  const app = new OpenAPIHono<SessionEnv>({ defaultHook: validationHook });
  app.use(balanceRoute.path, guards.session);
  app.use(ledgerRoute.path, guards.session);
  app.use(addRoute.path, guards.admin);
  return app
    .openapi(balanceRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(
        creditsBody(await getCreditBalance(db, { logger: c.get('logger'), now }, c.get('user').id)),
        200,
      );
    })
    .openapi(ledgerRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await listCreditLedger(db, c.get('user').id, c.req.valid('query')), 200);
    })
    .openapi(addRoute, async (c) => {
      const { user, credits } = c.req.valid('json');
      const userId = await addCredits(db, { user, credits, addedBy: c.get('user').id });
      c.get('logger').info({ userId, credits, addedBy: c.get('user').id }, 'admin added credits');
      return c.json(
        {
          userId,
          credits: creditsBody(await getCreditBalance(db, { logger: c.get('logger'), now }, userId)),
        },
        200,
      );
    });
}
