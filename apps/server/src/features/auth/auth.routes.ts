import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Env } from '../../env.ts';
import { badInputFields } from '../../lib/bad-input.ts';
import type { AppEnv } from '../../lib/http.ts';
import { requestLanguage } from '../../lib/language.ts';
import { translateAuthError, translateError } from '../../lib/translate.ts';
import { type Auth, clientIpHeader } from './auth.ts';

/** The address of the TCP peer, when the request came through Node's HTTP server. */
function socketAddress(c: Context<AppEnv>): string | undefined {
  return c.env?.incoming?.socket?.remoteAddress;
}

/** Body fields named in better-auth's VALIDATION_ERROR message ("[body.email] Invalid email address"). */
function invalidFields(body: Record<string, unknown>): string[] {
  if (body.code !== 'VALIDATION_ERROR' || typeof body.message !== 'string') return [];
  return [...body.message.matchAll(/\[body\.(\w+)\]/g)].map((match) => match[1] as string);
}

/** A validation failure of the e-mail field is the spec's 'Please enter a valid email address.'. */
function specificCode(body: Record<string, unknown>): unknown {
  return invalidFields(body).includes('email') ? 'INVALID_EMAIL' : body.code;
}

/**
 * better-auth's answer with the message of an error translated into the caller's language, and
 * its rate-limit answer in the spec's words with code RATE_LIMITED. Shape stays better-auth's:
 * `{ code, message }`.
 */
async function translateErrorAnswer(response: Response, c: Context<AppEnv>): Promise<Response> {
  if (response.status < 400 || !response.headers.get('content-type')?.includes('application/json')) {
    return response;
  }
  let body: Record<string, unknown>;
  try {
    body = (await response.clone().json()) as Record<string, unknown>;
  } catch {
    return response;
  }
  const code = response.status === 429 ? 'RATE_LIMITED' : specificCode(body);
  const message = typeof code === 'string' ? translateAuthError(requestLanguage(c), code) : undefined;
  if (!message) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const fields = invalidFields(body);
  return new Response(JSON.stringify({ ...body, code, message, ...(fields.length > 0 && { fields }) }), {
    status: response.status,
    headers,
  });
}

/** better-auth at /api/auth/*, fed the real client address for its rate limits. */
export function authRoutes(auth: Auth, env: Pick<Env, 'TRUSTED_PROXIES'>) {
  return new Hono<AppEnv>().on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const headers = new Headers(c.req.raw.headers);
    // Only we set this header: a client's own value is dropped.
    headers.delete(clientIpHeader);
    const peer = socketAddress(c);
    const forwarded = c.req.header('x-forwarded-for');
    const chain = env.TRUSTED_PROXIES && forwarded && peer ? `${forwarded}, ${peer}` : peer;
    if (chain) headers.set(clientIpHeader, chain);
    const fields = await badInputFields(c);
    if (fields) {
      const message = translateError(requestLanguage(c), 'VALIDATION_FAILED');
      return c.json({ code: 'VALIDATION_FAILED', message, fields }, 400);
    }
    const request = new Request(c.req.raw, { headers });
    return translateErrorAnswer(await auth.handler(request), c);
  });
}
