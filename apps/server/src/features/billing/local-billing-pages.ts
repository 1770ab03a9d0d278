import {
  type Currency,
  creativesFor,
  findCreditPack,
  formatMoney,
  monthlyPrice,
} from '@brandloom/shared/billing';
import type { Language } from '@brandloom/shared/i18n/languages';
import { planNames } from '@brandloom/shared/plans';
import type { CardRefusal } from '../../adapters/billing/local/test-cards.ts';
import type { Purchase } from '../../db/schema.ts';
import { translator } from '../../lib/translate.ts';
import type { StoredInvoice } from './billing.repository.ts';
import type { subscriptionView } from './get-subscription.ts';

/**
 * The local billing provider's pages: checkout, portal and invoice documents, server-rendered in
 * the app's colours and the caller's language, with no script (the CSP allows none) and forms
 * posting back to our own server.
 */

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const style = `
  :root { color-scheme: light dark; --bg: oklch(0.995 0.002 286); --fg: oklch(0.18 0.02 285);
    --card: #fff; --muted: oklch(0.5 0.02 285); --border: oklch(0.915 0.008 286);
    --primary: oklch(0.53 0.23 277); --on-primary: oklch(0.985 0.01 277); --danger: oklch(0.58 0.22 27);
    --note: oklch(0.95 0.03 280); font-family: "Inter Variable", ui-sans-serif, system-ui, sans-serif; }
  @media (prefers-color-scheme: dark) { :root { --bg: oklch(0.145 0.01 285); --fg: oklch(0.97 0.005 285);
    --card: oklch(0.18 0.012 285); --muted: oklch(0.7 0.015 285); --border: oklch(0.27 0.012 285);
    --primary: oklch(0.68 0.19 277); --on-primary: oklch(0.15 0.03 277); --danger: oklch(0.64 0.2 25);
    --note: oklch(0.26 0.05 277); } }
  body { margin: 0; background: var(--bg); color: var(--fg); line-height: 1.5; }
  main { max-width: 34rem; margin: 2.5rem auto; padding: 0 1rem; }
  main.wide { max-width: 48rem; }
  .brand { font-weight: 700; letter-spacing: -.01em; margin-bottom: 1.5rem; }
  .card { background: var(--card); border: 1px solid var(--border); border-radius: .75rem; padding: 1.5rem; margin-bottom: 1rem; }
  h1 { font-size: 1.5rem; margin: 0 0 1rem; } h2 { font-size: 1.1rem; margin: 0 0 .75rem; }
  .muted { color: var(--muted); font-size: .9rem; } .total { font-size: 1.75rem; font-weight: 700; }
  .note { background: var(--note); border-radius: .5rem; padding: .75rem 1rem; font-size: .875rem; margin-bottom: 1rem; }
  .error { border: 1px solid var(--danger); color: var(--danger); border-radius: .5rem; padding: .75rem 1rem; margin-bottom: 1rem; }
  label { display: block; font-size: .875rem; font-weight: 500; margin: .75rem 0 .25rem; }
  input { box-sizing: border-box; width: 100%; padding: .6rem .75rem; font: inherit; color: inherit;
    background: var(--bg); border: 1px solid var(--border); border-radius: .5rem; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: .75rem; }
  button { font: inherit; font-weight: 600; border-radius: .5rem; padding: .65rem 1rem; cursor: pointer; border: 1px solid var(--border); background: transparent; color: inherit; }
  button.primary { width: 100%; margin-top: 1.25rem; background: var(--primary); color: var(--on-primary); border-color: var(--primary); }
  button.link { border: 0; padding: 0; font-weight: 500; color: var(--muted); text-decoration: underline; margin-top: 1rem; }
  button.danger { color: var(--danger); border-color: var(--danger); }
  table { width: 100%; border-collapse: collapse; font-size: .9rem; }
  .scroll { overflow-x: auto; }
  th, td { text-align: left; padding: .5rem .25rem; border-bottom: 1px solid var(--border); }
  td.num, th.num, td.nowrap { text-align: right; white-space: nowrap; } td.nowrap { text-align: left; }
  a { color: var(--primary); }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .35rem 1.5rem; margin: 0 0 1rem; } dt { color: var(--muted); }`;

function page(language: Language, title: string, body: string, wide = false): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · Brandloom</title><style>${style}</style></head><body><main${wide ? ' class="wide"' : ''}><div class="brand">Brandloom</div>${body}</main></body></html>`;
}

/** The page policy: inline styles only, forms post to this server, no scripts, no framing. */
export const localBillingPagePolicy =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

function texts(language: Language) {
  const { t } = translator(language);
  return (key: string, params: Record<string, string | number> = {}) => t(key, { ns: 'billing', ...params });
}

/** A date as the pages show it; invoices keep theirs as ISO text. */
function dateText(date: Date | string, language: Language) {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(date));
}

function purchaseLine(purchase: Purchase, language: Language) {
  const t = texts(language);
  return purchase.kind === 'pack'
    ? t('offer.pack', { credits: purchase.credits })
    : t('offer.subscription', {
        plan: planNames[purchase.plan],
        credits: purchase.creditAmount,
        creatives: creativesFor(purchase.creditAmount),
      });
}

/** What the checkout charges today. */
function purchasePrice(purchase: Purchase, currency: Currency): number {
  if (purchase.kind === 'subscription') return monthlyPrice(purchase, currency);
  const pack = findCreditPack(purchase.packId);
  if (!pack) throw new Error(`No credit pack ${purchase.packId}`);
  return pack.price[currency];
}

export interface CheckoutPage {
  language: Language;
  action: string;
  email: string;
  purchase: Purchase;
  currency: Currency;
  refusal?: CardRefusal;
  /** What the user typed, kept after a refusal (never the CVC). */
  typed?: { number: string; expiry: string; name: string };
}

export function renderCheckout(view: CheckoutPage): string {
  const t = texts(view.language);
  const price = formatMoney(purchasePrice(view.purchase, view.currency), view.currency, view.language);
  const submit =
    view.purchase.kind === 'subscription' ? t('checkout.subscribe', { price }) : t('checkout.pay', { price });
  const value = (text: string | undefined) => (text ? ` value="${escapeHtml(text)}"` : '');
  return page(
    view.language,
    t('checkout.title'),
    `<div class="card"><h1>${escapeHtml(t('checkout.title'))}</h1>
<p>${escapeHtml(purchaseLine(view.purchase, view.language))}</p>
<p class="muted">${escapeHtml(t('checkout.dueToday'))}</p><p class="total">${escapeHtml(price)}</p></div>
<div class="card"><p class="note">${escapeHtml(t('checkout.testMode'))}</p>
${view.refusal ? `<p class="error" role="alert">${escapeHtml(t(`card.${view.refusal}`))}</p>` : ''}
<form method="post" action="${escapeHtml(view.action)}">
<label for="email">${escapeHtml(t('checkout.email'))}</label><input id="email" value="${escapeHtml(view.email)}" readonly>
<label for="number">${escapeHtml(t('checkout.cardNumber'))}</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required${value(view.typed?.number)}>
<div class="row"><div><label for="expiry">${escapeHtml(t('checkout.expiry'))}</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="12/30" required${value(view.typed?.expiry)}></div>
<div><label for="cvc">${escapeHtml(t('checkout.cvc'))}</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required></div></div>
<label for="name">${escapeHtml(t('checkout.nameOnCard'))}</label><input id="name" name="name" autocomplete="cc-name"${value(view.typed?.name)}>
<button class="primary" type="submit" name="action" value="pay">${escapeHtml(submit)}</button>
</form>
<form method="post" action="${escapeHtml(view.action)}"><button class="link" type="submit" name="action" value="cancel">${escapeHtml(t('checkout.cancel'))}</button></form></div>`,
  );
}

export function renderCheckoutGone(language: Language, backUrl: string): string {
  const t = texts(language);
  return page(
    language,
    t('checkout.title'),
    `<div class="card"><h1>${escapeHtml(t('checkout.title'))}</h1><p>${escapeHtml(t('checkout.notFound'))}</p><p><a href="${escapeHtml(backUrl)}">${escapeHtml(t('portal.back'))}</a></p></div>`,
  );
}

export interface PortalPage {
  language: Language;
  subscription: ReturnType<typeof subscriptionView> | null;
  invoices: StoredInvoice[];
  returnUrl: string;
  notice?: string;
  refusal?: CardRefusal;
}

function invoiceDescription(row: StoredInvoice, language: Language) {
  return texts(language)(`invoice.kinds.${row.kind}`, {
    plan: row.plan ? planNames[row.plan] : '',
    credits: row.credits,
  });
}

export function renderPortal(view: PortalPage): string {
  const t = texts(view.language);
  const { subscription } = view;
  const date = (value: Date | string) => dateText(value, view.language);
  // The next renewal charges the scheduled plan's price when a change waits for it.
  const renewalPrice =
    subscription &&
    formatMoney(
      subscription.scheduledChange
        ? monthlyPrice(
            {
              plan: subscription.scheduledChange.toPlan,
              creditAmount: subscription.scheduledChange.toCredits,
            },
            subscription.currency,
          )
        : subscription.monthlyPrice,
      subscription.currency,
      view.language,
    );
  const planLines = subscription
    ? [
        `<p><strong>${escapeHtml(planNames[subscription.plan])}</strong> · ${escapeHtml(t('offer.perMonth', { price: formatMoney(subscription.monthlyPrice, subscription.currency, view.language) }))}</p>`,
        `<p class="muted">${escapeHtml(
          subscription.cancelsOn
            ? t('portal.cancelsOn', { date: date(subscription.cancelsOn) })
            : t('portal.renews', { date: date(subscription.currentPeriodEnd), price: renewalPrice ?? '' }),
        )}</p>`,
        subscription.scheduledChange
          ? `<p class="muted">${escapeHtml(
              t('portal.scheduledChange', {
                plan: planNames[subscription.scheduledChange.toPlan],
                credits: subscription.scheduledChange.toCredits,
                date: date(subscription.scheduledChange.date),
              }),
            )}</p>`
          : '',
        subscription.cancelAtPeriodEnd
          ? ''
          : `<form method="post" action="/billing/local/portal/cancel"><button class="danger" type="submit">${escapeHtml(t('portal.cancelSubscription'))}</button></form>`,
      ].join('')
    : `<p>${escapeHtml(t('portal.free'))}</p>`;
  const card = subscription
    ? `<div class="card"><h2>${escapeHtml(t('portal.paymentMethod'))}</h2><p>${escapeHtml(
        subscription.card
          ? t('card.onFile', {
              last4: subscription.card.last4,
              expiry: `${String(subscription.card.expMonth).padStart(2, '0')}/${String(subscription.card.expYear).slice(-2)}`,
            })
          : t('card.none'),
      )}</p>
${view.refusal ? `<p class="error" role="alert">${escapeHtml(t(`card.${view.refusal}`))}</p>` : ''}
<form method="post" action="/billing/local/portal/card">
<label for="number">${escapeHtml(t('checkout.cardNumber'))}</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required>
<div class="row"><div><label for="expiry">${escapeHtml(t('checkout.expiry'))}</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="12/30" required></div>
<div><label for="cvc">${escapeHtml(t('checkout.cvc'))}</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required></div></div>
<button class="primary" type="submit">${escapeHtml(t('portal.saveCard'))}</button></form></div>`
    : '';
  const rows = view.invoices
    .map(
      (row) =>
        `<tr><td class="nowrap">${escapeHtml(row.number)}</td><td class="nowrap">${escapeHtml(date(row.creationDate))}</td><td>${escapeHtml(invoiceDescription(row, view.language))}</td><td class="num">${escapeHtml(formatMoney(row.amount, row.currency, view.language))}</td><td><a href="${escapeHtml(row.documentPath)}">${escapeHtml(t('portal.download'))}</a></td></tr>`,
    )
    .join('');
  const invoices = view.invoices.length
    ? // A phone scrolls the table inside its card, by touch or, once focused, by keyboard.
      `<div class="scroll" role="region" tabindex="0" aria-labelledby="invoices-heading"><table><thead><tr><th>${escapeHtml(t('portal.number'))}</th><th>${escapeHtml(t('portal.date'))}</th><th>${escapeHtml(t('portal.description'))}</th><th class="num">${escapeHtml(t('portal.amount'))}</th><th></th></tr></thead><tbody>${rows}</tbody></table></div>`
    : `<p class="muted">${escapeHtml(t('portal.noInvoices'))}</p>`;
  return page(
    view.language,
    t('portal.title'),
    `<p><a href="${escapeHtml(view.returnUrl)}">← ${escapeHtml(t('portal.back'))}</a></p><h1>${escapeHtml(t('portal.title'))}</h1>
${view.notice ? `<p class="note" role="status">${escapeHtml(view.notice)}</p>` : ''}
<div class="card"><h2>${escapeHtml(t('portal.plan'))}</h2>${planLines}</div>${card}
<div class="card"><h2 id="invoices-heading">${escapeHtml(t('portal.invoices'))}</h2>${invoices}</div>`,
    true,
  );
}

/** An invoice as a document to keep: a plain page, printable to PDF by the browser. */
export function renderInvoiceDocument(row: StoredInvoice, language: Language): string {
  const t = texts(language);
  const date = (value: string) => dateText(value, language);
  const period =
    row.kind === 'pack' ? date(row.creationDate) : `${date(row.periodStart)} – ${date(row.periodEnd)}`;
  return page(
    language,
    t('invoice.title', { number: row.number }),
    `<div class="card"><h1>${escapeHtml(t('invoice.title', { number: row.number }))}</h1>
<dl><dt>${escapeHtml(t('invoice.billedTo'))}</dt><dd>${escapeHtml(row.customerEmail)}</dd>
<dt>${escapeHtml(t('invoice.issued'))}</dt><dd>${escapeHtml(date(row.creationDate))}</dd>
<dt>${escapeHtml(t('invoice.period'))}</dt><dd>${escapeHtml(period)}</dd></dl>
<table><tbody><tr><td>${escapeHtml(invoiceDescription(row, language))}</td><td class="num">${escapeHtml(formatMoney(row.amount, row.currency, language))}</td></tr>
<tr><th>${escapeHtml(t('invoice.total'))}</th><th class="num">${escapeHtml(formatMoney(row.amount, row.currency, language))}</th></tr></tbody></table>
<p class="muted">${escapeHtml(t('invoice.paid'))}</p></div>`,
  );
}
