import { creditPackIds, currencies, defaultCurrency, paidPlans } from '@brandloom/shared/billing';
import { createRoute, z } from '@hono/zod-openapi';
import {
  adminErrors,
  errorResponse,
  idPathParam,
  jsonBody,
  jsonContent,
  signedInErrors,
} from '../../lib/openapi.ts';

/** The billing contract (spec §7's `stripe/*` calls and the admin's views): routes and schemas. */

const planSchema = z.enum(paidPlans);
const currencySchema = z.enum(currencies).default(defaultCurrency);
const returnPathSchema = z
  .string()
  .max(500)
  .optional()
  .openapi({ description: 'App path to come back to afterwards (default /app/settings)' });
const creditAmountSchema = z
  .number()
  .int()
  .min(1)
  .max(100_000)
  .optional()
  .openapi({ description: 'Monthly credits: one of the Flex steps; ignored for Plus' });

const urlSchema = z.object({ url: z.url() }).openapi('BillingRedirect');

const subscriptionSchema = z
  .object({
    subscription: z
      .object({
        id: z.uuid(),
        provider: z.enum(['local', 'stripe']),
        plan: planSchema,
        monthlyCredits: z.number().int(),
        monthlyPrice: z.number().int().openapi({ description: "In the currency's minor unit (cents)" }),
        currency: z.enum(currencies),
        status: z.enum(['active', 'canceled']),
        currentPeriodStart: z.iso.datetime(),
        currentPeriodEnd: z.iso.datetime(),
        cancelAtPeriodEnd: z.boolean(),
        cancelsOn: z.iso.datetime().nullable(),
        scheduledChange: z
          .object({
            fromPlan: planSchema,
            fromCredits: z.number().int(),
            toPlan: planSchema,
            toCredits: z.number().int(),
            date: z.iso.datetime(),
          })
          .nullable(),
        card: z
          .object({ last4: z.string(), expMonth: z.number().int(), expYear: z.number().int() })
          .nullable(),
      })
      .nullable()
      .openapi({ description: 'Null on the Free plan' }),
    credits: z.object({
      balance: z.number().int(),
      monthlyAllowance: z.number().int(),
      monthlyBalance: z.number().int(),
      additionalCredits: z.number().int(),
      periodStart: z.iso.datetime(),
      nextRefill: z.iso.datetime(),
    }),
  })
  .openapi('BillingSubscription');

const invoiceSchema = z
  .object({
    id: z.uuid(),
    number: z.string(),
    kind: z.enum(['subscription', 'upgrade', 'renewal', 'pack']),
    plan: z.enum(['free', 'plus', 'flex']).nullable(),
    credits: z.number().int(),
    amount: z.number().int(),
    currency: z.enum(currencies),
    status: z.enum(['paid', 'open', 'void']),
    periodStart: z.iso.datetime(),
    periodEnd: z.iso.datetime(),
    documentUrl: z.string(),
    creationDate: z.iso.datetime(),
  })
  .openapi('Invoice');

const changeErrors = {
  400: errorResponse('Bad input, or a plan or volume that is not offered'),
  ...signedInErrors,
  409: errorResponse('Refused in this state (no subscription, cancellation pending, already scheduled, …)'),
  502: errorResponse('The payment provider failed; nothing changed'),
};

const billingRoute = <Body extends z.ZodType | undefined>(
  path: string,
  summary: string,
  body: Body,
  response: ReturnType<typeof jsonContent>,
) =>
  createRoute({
    method: 'post',
    path: `/api/stripe/${path}`,
    tags: ['Billing'],
    summary,
    ...(body && { request: { body: jsonBody(body) } }),
    responses: { 200: response, ...changeErrors },
  });

const offerBody = z.object({ plan: planSchema, creditAmount: creditAmountSchema });

export const checkoutRoute = billingRoute(
  'create-checkout',
  'Start paying for a plan: answers the checkout page to send the browser to',
  offerBody.extend({ currency: currencySchema, returnPath: returnPathSchema }).openapi('CreateCheckout'),
  jsonContent(urlSchema, 'The checkout page'),
);
export const packCheckoutRoute = billingRoute(
  'create-pack-checkout',
  'Start buying a one-time credit pack: answers the checkout page',
  z
    .object({ packId: z.enum(creditPackIds), currency: currencySchema, returnPath: returnPathSchema })
    .openapi('CreatePackCheckout'),
  jsonContent(urlSchema, 'The checkout page'),
);
export const portalRoute = billingRoute(
  'create-portal',
  'The billing portal (invoices, card, cancel): answers its address',
  undefined,
  jsonContent(urlSchema, 'The portal'),
);
export const updateRoute = billingRoute(
  'update',
  'Upgrade now (prorated, credits reset); isPaymentMethodNeeded means: go through checkout instead',
  offerBody.openapi('UpdateSubscription'),
  jsonContent(z.object({ isPaymentMethodNeeded: z.boolean() }), 'Changed, or a payment method is needed'),
);
export const scheduleRoute = billingRoute(
  'schedule-change',
  'Schedule a downgrade or a lower volume for the end of the period',
  offerBody.openapi('ScheduleChange'),
  jsonContent(subscriptionSchema, 'The subscription with its scheduled change'),
);
const viewResponse = jsonContent(subscriptionSchema, 'The subscription after the change');
export const cancelScheduledRoute = billingRoute(
  'cancel-scheduled-change',
  'Drop the scheduled change',
  undefined,
  viewResponse,
);
export const cancelRoute = billingRoute('cancel', 'Cancel at the end of the period', undefined, viewResponse);
export const reactivateRoute = billingRoute(
  'reactivate',
  'Keep the subscription: undo a pending cancellation',
  undefined,
  viewResponse,
);
export const currentRoute = billingRoute(
  'current',
  'The start of the current billing period (unix seconds)',
  undefined,
  jsonContent(
    z.object({
      currentPeriodStart: z.number().int().openapi({
        description: "The subscription's period start, or on Free the credit period's",
      }),
    }),
    'The period start',
  ),
);

export const subscriptionRoute = createRoute({
  method: 'get',
  path: '/api/stripe/subscription',
  tags: ['Billing'],
  summary: "The signed-in user's subscription and credits, for Settings",
  responses: { 200: jsonContent(subscriptionSchema, 'The subscription'), ...signedInErrors },
});
export const invoicesRoute = createRoute({
  method: 'get',
  path: '/api/stripe/invoices',
  tags: ['Billing'],
  summary: "The signed-in user's invoices, newest first",
  responses: {
    200: jsonContent(z.object({ invoices: z.array(invoiceSchema) }), 'The invoices'),
    ...signedInErrors,
  },
});
const userIdParam = idPathParam();

export const adminBillingRoute = createRoute({
  method: 'get',
  path: '/api/admin/users/{id}/billing',
  tags: ['Admin'],
  summary: "A user's subscription, credits and invoices",
  request: { params: userIdParam },
  responses: {
    200: jsonContent(
      z.object({ billing: subscriptionSchema, invoices: z.array(invoiceSchema) }),
      "The user's billing",
    ),
    400: errorResponse('Malformed user id'),
    ...adminErrors,
    404: errorResponse('No such user'),
  },
});
export const renewalsRoute = createRoute({
  method: 'get',
  path: '/api/admin/billing/renewals',
  tags: ['Admin'],
  summary: 'Upcoming renewals of the local billing provider, soonest first',
  responses: {
    200: jsonContent(
      z.object({
        renewals: z.array(
          z.object({
            subscriptionId: z.uuid(),
            userId: z.uuid(),
            email: z.string(),
            plan: z.enum(['free', 'plus', 'flex']),
            creditAmount: z.number().int(),
            currentPeriodEnd: z.iso.datetime(),
            cancelAtPeriodEnd: z.boolean(),
            scheduledPlan: z.enum(['free', 'plus', 'flex']).nullable(),
            scheduledCreditAmount: z.number().int().nullable(),
          }),
        ),
      }),
      'Up to 100 renewals',
    ),
    ...adminErrors,
  },
});
