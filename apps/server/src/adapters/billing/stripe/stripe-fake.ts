import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Currency, monthlyPrice, type PlanOffer } from '@brandloom/shared/billing';
import { creditPeriod, monthlyCredits } from '@brandloom/shared/credits';

/**
 * A loopback fake of the part of Stripe's API the provider uses (0041), for contract tests with
 * the real `stripe` SDK pointed at it. Objects have Stripe's shapes (API 2025+: periods on the
 * subscription item, an invoice's subscription under `parent`); like Stripe, it records events
 * for each change, which the tests deliver, signed, in any order and as often as they like.
 * Test controls (pay, advance the clock, decline a card) are methods, not HTTP.
 */

// biome-ignore lint/suspicious/noExplicitAny: Stripe's objects, loosely typed like JSON they are
type Json = Record<string, any>;
type CardBehaviour = 'pays' | 'declined';

export const fakePrices = { plus: 'price_fake_plus', flex: 'price_fake_flex' };

class FakeError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(body.message);
  }
}

const missing = (kind: string, id: string) =>
  new FakeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param: 'id',
  });
const invalid = (message: string, param?: string) =>
  new FakeError(400, { type: 'invalid_request_error', message, ...(param && { param }) });

/** Stripe's form encoding (`items[0][price]=…`) back to objects and arrays. */
function parseStripeForm(text: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Json = root;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      const name = part === '' ? String(Object.keys(node).length) : part;
      if (last) node[name] = value;
      else node = node[name] ??= {};
    });
  }
  const arrays = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value as Json).map(([key, item]) => [key, arrays(item)] as const);
    return entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key))
      ? entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, item]) => item)
      : Object.fromEntries(entries);
  };
  return arrays(root) as Json;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export interface StripeFake {
  port: number;
  /** What the SDK needs to reach the fake. */
  api: { host: string; port: number; protocol: 'http' };
  events: Json[];
  subscriptions: Map<string, Json>;
  invoices: Map<string, Json>;
  sessions: Map<string, Json>;
  refunds: Json[];
  requests: { method: string; path: string }[];
  /** The fake's clock, in seconds; moved by `advance`. */
  now(): number;
  /** The customer pays the open checkout (`declined` fails it and changes nothing). */
  pay(sessionId: string, card?: CardBehaviour): void;
  /** Moves the clock: due subscriptions renew (charging the card), apply a schedule or end. */
  advance(to: Date): void;
  /** How charges to this customer's card go from now on. */
  setCard(customerId: string, card: CardBehaviour): void;
  /** The customer's card is removed (an update then needs a payment method). */
  removeCard(subscriptionId: string): void;
  /** Answers the next `count` requests with 500 (a Stripe outage). */
  failNext(count: number): void;
  close(): Promise<void>;
}

export async function startStripeFake(options: { now?: Date } = {}): Promise<StripeFake> {
  let clock = Math.floor((options.now ?? new Date()).getTime() / 1000);
  let failures = 0;
  const customers = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const schedules = new Map<string, Json>();
  const invoices = new Map<string, Json>();
  const cards = new Map<string, CardBehaviour>();
  const idempotent = new Map<string, { status: number; body: Json }>();
  const refunds: Json[] = [];
  const events: Json[] = [];
  const requests: { method: string; path: string }[] = [];

  function emit(type: string, object: Json) {
    events.push({
      id: newId('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: clock,
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object) },
    });
  }

  function offerOf(price: string, quantity: number): PlanOffer {
    if (price === fakePrices.plus) return { plan: 'plus', creditAmount: monthlyCredits.plus };
    if (price === fakePrices.flex) return { plan: 'flex', creditAmount: quantity };
    throw invalid(`No such price: '${price}'`, 'price');
  }
  const priceOf = (price: string, quantity: number, currency: Currency) => {
    try {
      return monthlyPrice(offerOf(price, quantity), currency);
    } catch (error) {
      if (error instanceof FakeError) throw error;
      throw invalid(`Quantity ${quantity} is not in a tier of ${price}`, 'quantity');
    }
  };
  const monthAfter = (anchor: number, start: number) =>
    Math.floor(creditPeriod(new Date(anchor * 1000), new Date(start * 1000)).nextRefill.getTime() / 1000);

  function priceObject(id: string, currency: string) {
    return {
      id,
      object: 'price',
      active: true,
      currency,
      type: 'recurring',
      billing_scheme: id === fakePrices.flex ? 'tiered' : 'per_unit',
      tiers_mode: id === fakePrices.flex ? 'volume' : null,
      recurring: { interval: 'month', interval_count: 1, usage_type: 'licensed' },
      product: 'prod_fake',
      unit_amount:
        id === fakePrices.plus
          ? monthlyPrice({ plan: 'plus', creditAmount: 200 }, currency as Currency)
          : null,
    };
  }

  function chargeable(customerId: string): boolean {
    return cards.get(customerId) === 'pays';
  }

  function createInvoice(subscription: Json, reason: string, lines: Json[], attempt: boolean): Json {
    const total = Math.max(
      0,
      lines.reduce((sum, line) => sum + line.amount, 0),
    );
    const paid = attempt && (total === 0 || chargeable(subscription.customer));
    const id = newId('in');
    const paymentIntent = paid && total > 0 ? newId('pi') : null;
    const invoice = {
      id,
      object: 'invoice',
      customer: subscription.customer,
      currency: subscription.currency,
      billing_reason: reason,
      status: paid ? 'paid' : 'open',
      amount_due: total,
      amount_paid: paid ? total : 0,
      amount_remaining: paid ? 0 : total,
      total,
      subtotal: total,
      attempt_count: attempt ? 1 : 0,
      created: clock,
      period_start: clock,
      period_end: clock,
      number: `FAKE-${String(invoices.size + 1).padStart(4, '0')}`,
      hosted_invoice_url: `https://invoice.stripe.test/${id}`,
      invoice_pdf: `https://pay.stripe.test/invoice/${id}/pdf`,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      lines: {
        object: 'list',
        has_more: false,
        url: `/v1/invoices/${id}/lines`,
        data: lines.map((line) => ({
          id: newId('il'),
          object: 'line_item',
          currency: subscription.currency,
          ...line,
        })),
      },
      livemode: false,
      _payment_intent: paymentIntent,
    };
    invoices.set(id, invoice);
    subscription.latest_invoice = id;
    emit('invoice.created', invoice);
    emit('invoice.finalized', invoice);
    if (paid) {
      emit('invoice.paid', invoice);
      emit('invoice.payment_succeeded', invoice);
    } else if (attempt) {
      emit('invoice.payment_failed', invoice);
    }
    return invoice;
  }

  /** The invoice Checkout makes for a paid one-time purchase (`invoice_creation`). */
  function packInvoice(session: Json): Json {
    const id = newId('in');
    const invoice = {
      id,
      object: 'invoice',
      customer: session.customer,
      currency: session.currency,
      billing_reason: 'manual',
      status: 'paid',
      amount_due: session.amount_total,
      amount_paid: session.amount_total,
      amount_remaining: 0,
      total: session.amount_total,
      subtotal: session.amount_total,
      attempt_count: 1,
      created: clock,
      period_start: clock,
      period_end: clock,
      number: `FAKE-${String(invoices.size + 1).padStart(4, '0')}`,
      hosted_invoice_url: `https://invoice.stripe.test/${id}`,
      invoice_pdf: `https://pay.stripe.test/invoice/${id}/pdf`,
      parent: null,
      lines: { object: 'list', has_more: false, url: `/v1/invoices/${id}/lines`, data: [] },
      livemode: false,
      _payment_intent: session.payment_intent,
    };
    invoices.set(id, invoice);
    emit('invoice.paid', invoice);
    return invoice;
  }

  function item(subscription: Json) {
    return subscription.items.data[0];
  }

  function subscriptionView(subscription: Json, expand: string[]) {
    const copy = structuredClone(subscription);
    if (expand.includes('schedule') && copy.schedule)
      copy.schedule = structuredClone(schedules.get(copy.schedule));
    return copy;
  }

  function invoiceView(invoice: Json, expand: string[]) {
    const { _payment_intent, ...copy } = structuredClone(invoice);
    if (expand.includes('payments'))
      copy.payments = {
        object: 'list',
        has_more: false,
        data: _payment_intent
          ? [
              {
                id: newId('inpay'),
                object: 'invoice_payment',
                status: 'paid',
                payment: { type: 'payment_intent', payment_intent: _payment_intent },
              },
            ]
          : [],
      };
    return copy;
  }

  function getOr404<T>(map: Map<string, T>, kind: string, id: string): T {
    const found = map.get(id);
    if (!found) throw missing(kind, id);
    return found;
  }

  function startSubscription(session: Json) {
    const line = session._line_items[0];
    const quantity = Number(line.quantity ?? 1);
    const start = clock;
    const end = monthAfter(start, start);
    const id = newId('sub');
    const paymentMethod = newId('pm');
    const subscription: Json = {
      id,
      object: 'subscription',
      customer: session.customer,
      currency: session.currency,
      status: 'active',
      billing_cycle_anchor: start,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created: start,
      start_date: start,
      collection_method: 'charge_automatically',
      default_payment_method: paymentMethod,
      default_source: null,
      latest_invoice: null,
      metadata: session._subscription_metadata ?? {},
      schedule: null,
      livemode: false,
      items: {
        object: 'list',
        has_more: false,
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            price: priceObject(line.price, session.currency),
            quantity,
            current_period_start: start,
            current_period_end: end,
            subscription: id,
            metadata: {},
            created: start,
          },
        ],
      },
    };
    subscriptions.set(id, subscription);
    session.subscription = id;
    emit('customer.subscription.created', subscription);
    createInvoice(
      subscription,
      'subscription_create',
      [{ amount: priceOf(line.price, quantity, session.currency), period: { start, end }, quantity }],
      true,
    );
    return subscription;
  }

  function renew(subscription: Json) {
    const current = item(subscription);
    if (subscription.cancel_at_period_end) {
      subscription.status = 'canceled';
      subscription.ended_at = current.current_period_end;
      subscription.canceled_at = current.current_period_end;
      emit('customer.subscription.deleted', subscription);
      return;
    }
    const start = current.current_period_end;
    if (subscription.schedule) {
      const schedule = schedules.get(subscription.schedule);
      const next = schedule?.phases.find((phase: Json) => phase.start_date === start);
      if (schedule && next) {
        current.price = priceObject(next.items[0].price, subscription.currency);
        current.quantity = next.items[0].quantity;
        // The last phase has begun: a schedule with end_behavior release lets the subscription go.
        if (schedule.phases.indexOf(next) === schedule.phases.length - 1) release(schedule);
      }
    }
    // Like Stripe, the period moves on when the invoice is made, paid or not.
    current.current_period_start = start;
    current.current_period_end = monthAfter(subscription.billing_cycle_anchor, start);
    const invoice = createInvoice(
      subscription,
      'subscription_cycle',
      [
        {
          amount: priceOf(current.price.id, current.quantity, subscription.currency),
          period: { start, end: current.current_period_end },
          quantity: current.quantity,
        },
      ],
      true,
    );
    subscription.status = invoice.status === 'paid' ? 'active' : 'past_due';
    emit('customer.subscription.updated', subscription);
  }

  function release(schedule: Json) {
    schedule.status = 'released';
    schedule.released_at = clock;
    schedule.released_subscription = schedule.subscription;
    const subscription = subscriptions.get(schedule.subscription);
    if (subscription) subscription.schedule = null;
    emit('subscription_schedule.released', schedule);
  }

  function updateSubscription(subscription: Json, body: Json) {
    if (subscription.status === 'canceled')
      throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
    if (body.cancel_at_period_end !== undefined) {
      if (subscription.schedule)
        throw invalid(
          `The subscription is managed by the subscription schedule \`${subscription.schedule}\`, and updating any cancelation behavior directly is not allowed. Please update the schedule instead.`,
        );
      subscription.cancel_at_period_end = body.cancel_at_period_end === 'true';
    }
    if (body.items) {
      const wanted = body.items[0];
      const current = item(subscription);
      if (wanted.id !== current.id) throw invalid(`Invalid subscription item ${wanted.id}`, 'items[0][id]');
      const quantity = Number(wanted.quantity ?? 1);
      const newPrice = priceOf(wanted.price, quantity, subscription.currency);
      const oldPrice = priceOf(current.price.id, current.quantity, subscription.currency);
      const { current_period_start: start, current_period_end: end } = current;
      const unused = Math.round((oldPrice * Math.max(0, end - clock)) / Math.max(1, end - start));
      const anchorNow = body.billing_cycle_anchor?.type === 'now' || body.billing_cycle_anchor === 'now';
      const newEnd = anchorNow ? monthAfter(clock, clock) : end;
      const lines = [
        { amount: -unused, period: { start: clock, end }, quantity: current.quantity, proration: true },
        { amount: newPrice, period: { start: clock, end: newEnd }, quantity, proration: !anchorNow },
      ];
      const willPay = chargeable(subscription.customer) || newPrice - unused <= 0;
      if (body.payment_behavior === 'error_if_incomplete' && !willPay)
        throw new FakeError(402, {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
        });
      current.price = priceObject(wanted.price, subscription.currency);
      current.quantity = quantity;
      if (anchorNow) {
        subscription.billing_cycle_anchor = clock;
        current.current_period_start = clock;
        current.current_period_end = newEnd;
      }
      if (body.proration_behavior === 'always_invoice')
        createInvoice(subscription, 'subscription_update', lines, true);
    }
    emit('customer.subscription.updated', subscription);
  }

  type Handler = (id: string, body: Json, expand: string[]) => Json;
  const routes: [string, RegExp, Handler][] = [
    [
      'POST',
      /^\/v1\/customers$/,
      (_, body) => {
        const customer = {
          id: newId('cus'),
          object: 'customer',
          email: body.email ?? null,
          metadata: body.metadata ?? {},
          created: clock,
          default_source: null,
          invoice_settings: { default_payment_method: null },
          livemode: false,
        };
        customers.set(customer.id, customer);
        emit('customer.created', customer);
        return customer;
      },
    ],
    ['GET', /^\/v1\/customers\/([^/]+)$/, (id) => getOr404(customers, 'customer', id)],
    [
      'POST',
      /^\/v1\/checkout\/sessions$/,
      (_, body) => {
        if (!['subscription', 'payment'].includes(body.mode)) throw invalid('Invalid mode', 'mode');
        if (!body.success_url) throw invalid('Missing required param: success_url.', 'success_url');
        if (!Array.isArray(body.line_items) || body.line_items.length === 0)
          throw invalid('Missing required param: line_items.', 'line_items');
        if (body.customer) getOr404(customers, 'customer', body.customer);
        const currency = body.currency ?? 'eur';
        if (body.mode === 'subscription') {
          const line = body.line_items[0];
          priceOf(line.price, Number(line.quantity ?? 1), currency);
        }
        const amount =
          body.mode === 'payment'
            ? Number(body.line_items[0].price_data?.unit_amount ?? 0) *
              Number(body.line_items[0].quantity ?? 1)
            : priceOf(body.line_items[0].price, Number(body.line_items[0].quantity ?? 1), currency);
        const id = newId('cs_test');
        const session = {
          id,
          object: 'checkout.session',
          mode: body.mode,
          status: 'open',
          payment_status: 'unpaid',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          customer: body.customer ?? null,
          client_reference_id: body.client_reference_id ?? null,
          metadata: body.metadata ?? {},
          currency,
          amount_total: amount,
          subscription: null,
          payment_intent: null,
          invoice: null,
          success_url: body.success_url,
          cancel_url: body.cancel_url ?? null,
          created: clock,
          expires_at: clock + 24 * 3600,
          livemode: false,
          _line_items: body.line_items,
          _subscription_metadata: body.subscription_data?.metadata,
          _invoice_creation: body.invoice_creation?.enabled === 'true',
        };
        sessions.set(id, session);
        return session;
      },
    ],
    ['GET', /^\/v1\/checkout\/sessions\/([^/]+)$/, (id) => getOr404(sessions, 'checkout.session', id)],
    [
      'POST',
      /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
      (id) => {
        const session = getOr404(sessions, 'checkout.session', id);
        if (session.status !== 'open')
          throw invalid(
            `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
          );
        session.status = 'expired';
        emit('checkout.session.expired', session);
        return session;
      },
    ],
    [
      'POST',
      /^\/v1\/billing_portal\/sessions$/,
      (_, body) => {
        getOr404(customers, 'customer', body.customer);
        const id = newId('bps');
        return {
          id,
          object: 'billing_portal.session',
          customer: body.customer,
          return_url: body.return_url ?? null,
          url: `https://billing.stripe.test/p/session/${id}`,
          created: clock,
          livemode: false,
        };
      },
    ],
    [
      'GET',
      /^\/v1\/subscriptions\/([^/]+)$/,
      (id, _, expand) => subscriptionView(getOr404(subscriptions, 'subscription', id), expand),
    ],
    [
      'POST',
      /^\/v1\/subscriptions\/([^/]+)$/,
      (id, body, expand) => {
        const subscription = getOr404(subscriptions, 'subscription', id);
        updateSubscription(subscription, body);
        return subscriptionView(subscription, expand);
      },
    ],
    [
      'DELETE',
      /^\/v1\/subscriptions\/([^/]+)$/,
      (id) => {
        const subscription = getOr404(subscriptions, 'subscription', id);
        if (subscription.status === 'canceled') throw invalid(`No such subscription: '${id}'`);
        subscription.status = 'canceled';
        subscription.canceled_at = clock;
        subscription.ended_at = clock;
        if (subscription.schedule)
          release(getOr404(schedules, 'subscription_schedule', subscription.schedule));
        emit('customer.subscription.deleted', subscription);
        return subscriptionView(subscription, []);
      },
    ],
    [
      'POST',
      /^\/v1\/subscription_schedules$/,
      (_, body) => {
        const subscription = getOr404(subscriptions, 'subscription', body.from_subscription);
        if (subscription.schedule)
          throw invalid(
            `You cannot migrate a subscription that is already attached to a schedule: \`${subscription.schedule}\`.`,
          );
        const current = item(subscription);
        const schedule = {
          id: newId('sub_sched'),
          object: 'subscription_schedule',
          customer: subscription.customer,
          subscription: subscription.id,
          status: 'active',
          end_behavior: 'release',
          released_at: null,
          released_subscription: null,
          created: clock,
          current_phase: { start_date: current.current_period_start, end_date: current.current_period_end },
          phases: [
            {
              start_date: current.current_period_start,
              end_date: current.current_period_end,
              currency: subscription.currency,
              items: [{ price: current.price.id, quantity: current.quantity }],
            },
          ],
          livemode: false,
        };
        schedules.set(schedule.id, schedule);
        subscription.schedule = schedule.id;
        emit('subscription_schedule.created', schedule);
        return schedule;
      },
    ],
    [
      'POST',
      /^\/v1\/subscription_schedules\/([^/]+)$/,
      (id, body) => {
        const schedule = getOr404(schedules, 'subscription_schedule', id);
        if (schedule.status !== 'active')
          throw invalid(
            `You cannot update a subscription schedule that is currently in the \`${schedule.status}\` status.`,
          );
        if (body.end_behavior) schedule.end_behavior = body.end_behavior;
        if (Array.isArray(body.phases)) {
          let start = Number(body.phases[0].start_date);
          schedule.phases = body.phases.map((phase: Json) => {
            const phaseStart = phase.start_date ? Number(phase.start_date) : start;
            const end = phase.end_date ? Number(phase.end_date) : monthAfter(phaseStart, phaseStart);
            start = end;
            const items = (phase.items as Json[]).map((entry) => ({
              price: entry.price,
              quantity: Number(entry.quantity ?? 1),
            }));
            const subscription = subscriptions.get(schedule.subscription);
            for (const entry of items) priceOf(entry.price, entry.quantity, subscription?.currency ?? 'eur');
            return { start_date: phaseStart, end_date: end, currency: subscription?.currency, items };
          });
        }
        emit('subscription_schedule.updated', schedule);
        return schedule;
      },
    ],
    [
      'POST',
      /^\/v1\/subscription_schedules\/([^/]+)\/release$/,
      (id) => {
        const schedule = getOr404(schedules, 'subscription_schedule', id);
        if (schedule.status !== 'active')
          throw invalid(
            `You cannot release a subscription schedule that is currently in the \`${schedule.status}\` status.`,
          );
        release(schedule);
        return schedule;
      },
    ],
    [
      'GET',
      /^\/v1\/invoices\/([^/]+)$/,
      (id, _, expand) => invoiceView(getOr404(invoices, 'invoice', id), expand),
    ],
    [
      'POST',
      /^\/v1\/refunds$/,
      (_, body) => {
        const invoice = [...invoices.values()].find(
          (candidate) => candidate._payment_intent === body.payment_intent,
        );
        if (!invoice) throw missing('payment_intent', body.payment_intent);
        const refund = {
          id: newId('re'),
          object: 'refund',
          payment_intent: body.payment_intent,
          amount: invoice.amount_paid,
          currency: invoice.currency,
          status: 'succeeded',
          created: clock,
        };
        refunds.push(refund);
        return refund;
      },
    ],
  ];

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const body = parseStripeForm(Buffer.concat(chunks).toString('utf8'));
    const query = parseStripeForm(url.search.slice(1));
    const expand = ([] as string[]).concat(body.expand ?? [], query.expand ?? []);
    const method = request.method ?? 'GET';
    requests.push({ method, path: url.pathname });
    const send = (status: number, json: Json) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
      response.end(JSON.stringify(json));
    };
    if (!/^Bearer sk_test_/.test(request.headers.authorization ?? ''))
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    if (failures > 0) {
      failures -= 1;
      return send(500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
    }
    const key = request.headers['idempotency-key'];
    const replay = typeof key === 'string' ? idempotent.get(`${method} ${url.pathname} ${key}`) : undefined;
    if (replay) return send(replay.status, replay.body);
    let status = 200;
    let json: Json;
    const route = routes.find(([verb, pattern]) => verb === method && pattern.test(url.pathname));
    try {
      if (!route)
        throw new FakeError(404, {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${url.pathname}).`,
        });
      const { _line_items, _subscription_metadata, _invoice_creation, ...result } = route[2](
        url.pathname.match(route[1])?.[1] ?? '',
        body,
        expand,
      );
      json = result;
    } catch (error) {
      if (!(error instanceof FakeError)) throw error;
      status = error.status;
      json = { error: error.body };
    }
    // Stripe replays a key's first answer, errors included, except its own 5xx.
    if (typeof key === 'string' && method === 'POST')
      idempotent.set(`${method} ${url.pathname} ${key}`, { status, body: json });
    send(status, json);
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    port,
    api: { host: '127.0.0.1', port, protocol: 'http' },
    events,
    subscriptions,
    invoices,
    sessions,
    refunds,
    requests,
    now: () => clock,
    pay(sessionId, card = 'pays') {
      const session = getOr404(sessions, 'checkout.session', sessionId);
      if (session.status !== 'open') throw new Error(`Checkout ${sessionId} is ${session.status}, not open`);
      if (card === 'declined') return; // Stripe's page shows the decline; the session stays open.
      if (session.customer) cards.set(session.customer, 'pays');
      if (session.mode === 'subscription') startSubscription(session);
      else {
        session.payment_intent = newId('pi');
        if (session._invoice_creation) session.invoice = packInvoice(session).id;
      }
      session.status = 'complete';
      session.payment_status = 'paid';
      emit('checkout.session.completed', session);
    },
    advance(to) {
      clock = Math.floor(to.getTime() / 1000);
      for (const subscription of subscriptions.values()) {
        while (
          (subscription.status === 'active' || subscription.status === 'past_due') &&
          item(subscription).current_period_end <= clock
        )
          renew(subscription);
      }
    },
    setCard(customerId, card) {
      cards.set(customerId, card);
    },
    removeCard(subscriptionId) {
      const subscription = getOr404(subscriptions, 'subscription', subscriptionId);
      subscription.default_payment_method = null;
      cards.delete(subscription.customer);
    },
    failNext(count) {
      failures = count;
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
