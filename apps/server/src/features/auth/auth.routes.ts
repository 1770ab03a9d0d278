import type { Context } from 'hono';
import { Hono } from 'hono';
import { badInputFields } from '../../lib/bad-input.ts';
import type { AppEnv } from '../../lib/http.ts';
import { requestLanguage } from '../../lib/language.ts';
import { translateAuthError, translateError } from '../../lib/translate.ts';
import type { OriginPolicy } from '../../lib/trusted-origins.ts';
import { type Auth, clientIpHeader } from './auth.ts';

/** Body fields named in better-auth's VALIDATION_ERROR message ("[body.email] Invalid email address"). */
function invalidFields(body: Record<string, unknown>): string[] {
  if (body.code !== 'VALIDATION_ERROR' || typeof body.message !== 'string') return [];
  return [...body.message.matchAll(/\[body\.(\w+)\]/g)].map((match) => match[1] as string);
}

/** A validation failure of the e-mail field is the spec's 'Please enter a valid email address.'. */
function specificCode(body: Record<string, unknown>): unknown {
  return invalidFields(body).includes('email') ? 'INVALID_EMAIL' : body.code;
}

/** The origin better-auth judged: the Origin header, else the Referer's. */
function requestOrigin(c: Context<AppEnv>): string {
  const origin = c.req.header('origin');
  if (origin) return origin;
  const referer = URL.parse(c.req.header('referer') ?? '');
  return referer?.origin ?? 'null';
}

/**
 * better-auth's answer with the message of an error translated into the caller's language (its
 * `details` fill the message's placeholders), and its rate-limit answer in the spec's words with
 * code RATE_LIMITED; its INVALID_ORIGIN becomes our UNTRUSTED_ORIGIN, which says what to set.
 * Shape stays better-auth's: `{ code, message }`.
 */
async function translateErrorAnswer(
  response: Response,
  c: Context<AppEnv>,
  origins: OriginPolicy,
): Promise<Response> {
  if (response.status < 400 || !response.headers.get('content-type')?.includes('application/json')) {
    return response;
  }
  let body: Record<string, unknown>;
  try {
    body = (await response.clone().json()) as Record<string, unknown>;
  } catch {
    return response;
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const answer = (fields: Record<string, unknown>) =>
    new Response(JSON.stringify({ ...body, ...fields }), { status: response.status, headers });
  if (body.code === 'INVALID_ORIGIN') {
    const refusal = origins.refuse(requestOrigin(c));
    const message = translateError(requestLanguage(c), refusal.code, refusal.params);
    return answer({ code: refusal.code, message, details: refusal.details });
  }
  // better-auth's own rate limiter answers 429 without a code; other 429s keep theirs.
  const code = response.status === 429 && body.code === undefined ? 'RATE_LIMITED' : specificCode(body);
  const params =
    typeof body.details === 'object' && body.details !== null
      ? (body.details as Record<string, unknown>)
      : {};
  const message = typeof code === 'string' ? translateAuthError(requestLanguage(c), code, params) : undefined;
  if (!message) return response;
  const fields = invalidFields(body);
  return answer({ code, message, ...(fields.length > 0 && { fields }) });
}

/** better-auth at /api/auth/*, fed the client address for its rate limits. */
export function authRoutes(auth: Auth, origins: OriginPolicy) {
  return new Hono<AppEnv>().on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const headers = new Headers(c.req.raw.headers);
    // Only we set this header: a client's own value is dropped.
    headers.delete(clientIpHeader);
    const client = c.get('clientAddress');
    if (client) headers.set(clientIpHeader, client);
    const fields = await badInputFields(c);
    if (fields) {
      const message = translateError(requestLanguage(c), 'VALIDATION_FAILED');
      return c.json({ code: 'VALIDATION_FAILED', message, fields }, 400);
    }
    const request = new Request(c.req.raw, { headers });
    return translateErrorAnswer(await auth.handler(request), c, origins);
  });
}
