import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { localBillingPaths } from '../../adapters/billing/local/local-billing-provider.ts';
import { checkCard } from '../../adapters/billing/local/test-cards.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Guards } from '../../lib/guards.ts';
import { requestLanguage } from '../../lib/language.ts';
import type { SessionEnv } from '../../lib/require-session.ts';
import { translateError, translator } from '../../lib/translate.ts';
import { applySubscriptionCommand } from './apply-subscription-command.ts';
import type { BillingDeps } from './billing-deps.ts';
import { cancelCheckout } from './cancel-checkout.ts';
import { changeCard } from './change-card.ts';
import { completeCheckout } from './complete-checkout.ts';
import { checkoutEndUrl, safeReturnPath } from './create-checkout.ts';
import { findUserCheckout } from './find-checkout.ts';
import { getInvoice } from './get-invoice.ts';
import { getPortal } from './get-portal.ts';
import { getSubscription } from './get-subscription.ts';
import {
  localBillingPagePolicy,
  renderCheckout,
  renderCheckoutGone,
  renderInvoiceDocument,
  renderPortal,
} from './local-billing-pages.ts';

const formLimitBytes = 16 * 1024;

const formText = (form: Record<string, unknown>, name: string) => {
  const value = form[name];
  return typeof value === 'string' ? value.slice(0, 200) : '';
};

/**
 * The local billing provider's pages (DESIGN.md §2): checkout, portal and invoice documents for
 * the signed-in user only; a signed-out visitor is sent to sign in. Paying completes the checkout
 * through the same use case a processor's report would.
 */
export function localBillingRoutes(guards: Guards, deps: BillingDeps) {
  const app = new Hono<SessionEnv>();
  const signedIn: MiddlewareHandler<SessionEnv> = async (c, next) => {
    try {
      await guards.session(c, next);
    } catch (error) {
      if (error instanceof AppError && (error.code === 'UNAUTHORIZED' || error.code === 'FORBIDDEN'))
        return c.redirect('/auth/login', 303);
      throw error;
    }
  };
  app.use('/billing/local/*', signedIn);
  app.use('/billing/local/*', async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
    c.res.headers.set('Content-Security-Policy', localBillingPagePolicy);
  });
  app.use(
    '/billing/local/*',
    bodyLimit({
      maxSize: formLimitBytes,
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE');
      },
    }),
  );
  const appHome = new URL(safeReturnPath(undefined), deps.publicUrl).toString();

  async function openCheckoutOf(userId: string, id: string) {
    const checkout = await findUserCheckout(deps, userId, id);
    return checkout?.status === 'open' ? checkout : undefined;
  }

  app.get('/billing/local/checkout/:id', async (c) => {
    const language = requestLanguage(c);
    const checkout = await openCheckoutOf(c.get('user').id, c.req.param('id'));
    if (!checkout) return c.html(renderCheckoutGone(language, appHome), 404);
    return c.html(
      renderCheckout({
        language,
        action: localBillingPaths.checkout(checkout.id),
        email: c.get('user').email,
        purchase: checkout.purchase,
        currency: checkout.currency,
      }),
    );
  });

  app.post('/billing/local/checkout/:id', async (c) => {
    const language = requestLanguage(c);
    const checkout = await openCheckoutOf(c.get('user').id, c.req.param('id'));
    const form = await c.req.parseBody();
    if (!checkout) {
      // A second submit of a form that already paid lands where the first one did.
      const done = await findUserCheckout(deps, c.get('user').id, c.req.param('id'));
      if (done?.status === 'completed')
        return c.redirect(checkoutEndUrl(deps.publicUrl, done.returnPath, 'success'), 303);
      return c.html(renderCheckoutGone(language, appHome), 404);
    }
    if (formText(form, 'action') === 'cancel') {
      await cancelCheckout(deps, checkout.id);
      return c.redirect(checkoutEndUrl(deps.publicUrl, checkout.returnPath, 'cancelled'), 303);
    }
    const typed = {
      number: formText(form, 'number'),
      expiry: formText(form, 'expiry'),
      name: formText(form, 'name'),
    };
    const checked = checkCard({ ...typed, cvc: formText(form, 'cvc') }, deps.now());
    if ('refusal' in checked) {
      return c.html(
        renderCheckout({
          language,
          action: localBillingPaths.checkout(checkout.id),
          email: c.get('user').email,
          purchase: checkout.purchase,
          currency: checkout.currency,
          refusal: checked.refusal,
          typed: checked.refusal === 'declined' ? undefined : typed,
        }),
        402,
      );
    }
    const outcome = await completeCheckout(deps, {
      checkoutId: checkout.id,
      eventId: `checkout:${checkout.id}`,
      card: checked.card,
    });
    // Paid while another checkout had already started the subscription: nothing was bought.
    const end = outcome === 'already-subscribed' ? 'cancelled' : 'success';
    return c.redirect(checkoutEndUrl(deps.publicUrl, checkout.returnPath, end), 303);
  });

  async function portal(
    c: Parameters<MiddlewareHandler<SessionEnv>>[0],
    extra: { notice?: string; refusal?: Parameters<typeof renderPortal>[0]['refusal'] } = {},
    status: 200 | 402 | 409 = 200,
  ) {
    const userId = c.get('user').id;
    const requested = c.req.query('return');
    const returnUrl =
      requested && new URL(requested, deps.publicUrl).origin === new URL(deps.publicUrl).origin
        ? new URL(requested, deps.publicUrl).toString()
        : appHome;
    const { subscription, invoices } = await getPortal(deps, userId);
    return c.html(
      renderPortal({
        language: requestLanguage(c),
        subscription,
        invoices,
        returnUrl,
        ...extra,
      }),
      status,
    );
  }

  app.get('/billing/local/portal', async (c) => {
    const notice = c.req.query('notice');
    const { t } = translator(requestLanguage(c));
    const subscription = (await getSubscription(deps.db, deps, c.get('user').id)).subscription;
    const text =
      notice === 'card'
        ? t('portal.cardSaved', { ns: 'billing' })
        : notice === 'cancelled' && subscription?.cancelsOn
          ? t('portal.cancelled', {
              ns: 'billing',
              date: new Intl.DateTimeFormat(requestLanguage(c), {
                dateStyle: 'long',
                timeZone: 'UTC',
              }).format(subscription.cancelsOn),
            })
          : undefined;
    return portal(c, { notice: text });
  });

  app.post('/billing/local/portal/card', async (c) => {
    const form = await c.req.parseBody();
    const result = await changeCard(deps, c.get('user').id, {
      number: formText(form, 'number'),
      expiry: formText(form, 'expiry'),
      cvc: formText(form, 'cvc'),
    });
    if ('saved' in result) return c.redirect(`${localBillingPaths.portal}?notice=card`, 303);
    if (result.refusal === 'noSubscription') return c.redirect(localBillingPaths.portal, 303);
    return portal(c, { refusal: result.refusal }, 402);
  });

  app.post('/billing/local/portal/cancel', async (c) => {
    try {
      await applySubscriptionCommand(deps, c.get('user').id, { type: 'cancel' });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return portal(c, { notice: translateError(requestLanguage(c), error.code, error.params) }, 409);
    }
    return c.redirect(`${localBillingPaths.portal}?notice=cancelled`, 303);
  });

  app.get('/billing/local/invoices/:id', async (c) => {
    const row = await getInvoice(deps, c.get('user').id, c.req.param('id'));
    c.header('Content-Disposition', `attachment; filename="${row.number}.html"`);
    return c.html(renderInvoiceDocument(row, requestLanguage(c)));
  });

  return app;
}
