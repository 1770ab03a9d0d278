import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { validationHook } from '../../lib/error-handler.ts';
import type { Guards } from '../../lib/guards.ts';
import { unless } from '../../lib/http.ts';
import type { SessionEnv } from '../../lib/require-session.ts';
import { parseUserId } from '../admin/index.ts';
import { applySubscriptionCommand } from './apply-subscription-command.ts';
import {
  adminBillingRoute,
  cancelRoute,
  cancelScheduledRoute,
  checkoutRoute,
  currentRoute,
  invoicesRoute,
  packCheckoutRoute,
  portalRoute,
  reactivateRoute,
  renewalsRoute,
  scheduleRoute,
  subscriptionRoute,
  updateRoute,
} from './billing.contract.ts';
import type { BillingDeps } from './billing-deps.ts';
import { billingWebhookPath } from './billing-webhook.routes.ts';
import { createCheckout } from './create-checkout.ts';
import { createPackCheckout } from './create-pack-checkout.ts';
import { getSubscription, type SubscriptionView } from './get-subscription.ts';
import { getUserBilling } from './get-user-billing.ts';
import { listUserInvoices } from './list-invoices.ts';
import { listUpcomingRenewals } from './list-upcoming-renewals.ts';
import { openPortal } from './open-portal.ts';
import { requireOffer } from './require-offer.ts';
import { updateSubscription } from './update-subscription.ts';

function subscriptionBody({ subscription, credits }: SubscriptionView) {
  return {
    subscription: subscription && {
      ...subscription,
      currentPeriodStart: subscription.currentPeriodStart.toISOString(),
      currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
      cancelsOn: subscription.cancelsOn?.toISOString() ?? null,
      scheduledChange: subscription.scheduledChange && {
        ...subscription.scheduledChange,
        date: subscription.scheduledChange.date.toISOString(),
      },
    },
    credits: {
      balance: credits.balance,
      monthlyAllowance: credits.monthlyAllowance,
      monthlyBalance: credits.monthlyBalance,
      additionalCredits: credits.additionalCredits,
      periodStart: credits.periodStart.toISOString(),
      nextRefill: credits.nextRefill.toISOString(),
    },
  };
}

/** Spec §7's `stripe/*` calls, whatever the provider, plus packs, invoices and the admin's views. */
export function billingRoutes(guards: Guards, deps: BillingDeps) {
  const app = new OpenAPIHono<SessionEnv>({ defaultHook: validationHook });
  // The processor's webhook signs its requests instead (billing-webhook.routes.ts).
  app.use(
    '/api/stripe/*',
    unless((c) => c.req.path === billingWebhookPath, guards.session),
  );
  app.use('/api/admin/users/:id/billing', guards.admin);
  app.use(renewalsRoute.path, guards.admin);
  const caller = (c: Context<SessionEnv>) => {
    const { id, email } = c.get('user');
    return { userId: id, email };
  };
  const view = async (userId: string) => subscriptionBody(await getSubscription(deps.db, deps, userId));

  return app
    .openapi(checkoutRoute, async (c) => {
      const url = await createCheckout(deps, caller(c), c.req.valid('json'));
      return c.json({ url }, 200);
    })
    .openapi(packCheckoutRoute, async (c) => {
      const url = await createPackCheckout(deps, caller(c), c.req.valid('json'));
      return c.json({ url }, 200);
    })
    .openapi(portalRoute, async (c) => c.json(await openPortal(deps, c.get('user').id), 200))
    .openapi(updateRoute, async (c) => {
      return c.json(await updateSubscription(deps, c.get('user').id, c.req.valid('json')), 200);
    })
    .openapi(scheduleRoute, async (c) => {
      const { plan, creditAmount } = c.req.valid('json');
      const offer = requireOffer(plan, creditAmount);
      await applySubscriptionCommand(deps, c.get('user').id, { type: 'schedule-change', offer });
      return c.json(await view(c.get('user').id), 200);
    })
    .openapi(cancelScheduledRoute, async (c) => {
      await applySubscriptionCommand(deps, c.get('user').id, { type: 'cancel-scheduled-change' });
      return c.json(await view(c.get('user').id), 200);
    })
    .openapi(cancelRoute, async (c) => {
      await applySubscriptionCommand(deps, c.get('user').id, { type: 'cancel' });
      return c.json(await view(c.get('user').id), 200);
    })
    .openapi(reactivateRoute, async (c) => {
      await applySubscriptionCommand(deps, c.get('user').id, { type: 'reactivate' });
      return c.json(await view(c.get('user').id), 200);
    })
    .openapi(currentRoute, async (c) => {
      const { subscription, credits } = await getSubscription(deps.db, deps, c.get('user').id);
      const start = subscription?.currentPeriodStart ?? credits.periodStart;
      return c.json({ currentPeriodStart: Math.floor(start.getTime() / 1000) }, 200);
    })
    .openapi(subscriptionRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await view(c.get('user').id), 200);
    })
    .openapi(invoicesRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ invoices: await listUserInvoices(deps.db, c.get('user').id) }, 200);
    })
    .openapi(adminBillingRoute, async (c) => {
      const { billing, invoices } = await getUserBilling(deps, parseUserId(c.req.valid('param').id));
      c.header('Cache-Control', 'no-store');
      return c.json({ billing: subscriptionBody(billing), invoices }, 200);
    })
    .openapi(renewalsRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ renewals: await listUpcomingRenewals(deps.db) }, 200);
    });
}
