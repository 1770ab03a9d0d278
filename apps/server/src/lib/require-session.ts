import type { MiddlewareHandler } from 'hono';
import { parse } from 'hono/utils/cookie';
import type { Auth, AuthSession } from '../features/auth/auth.ts';
import { AppError } from './app-error.ts';
import type { AppEnv } from './http.ts';
import { keptAnswers } from './kept-answers.ts';
import type { SessionCache } from './session-cache.ts';

/** Hono environment of routes behind `requireSession`: the signed-in user and session are set. */
export interface SessionEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { user: AuthSession['user']; session: AuthSession['session'] };
}

export type AuthSessionCache = SessionCache<AuthSession['session'], AuthSession['user']>;

/** The sessions' settings better-auth decides by: their cookie's name and refresh schedule. */
async function sessionSettings(auth: Auth) {
  const context = await auth.$context;
  return {
    cookieName: context.authCookies.sessionToken.name,
    expiresInMs: context.sessionConfig.expiresIn * 1000,
    updateAgeMs: context.sessionConfig.updateAge * 1000,
  };
}

/**
 * The session of a request, from better-auth (`headers` carry its refreshed cookie) or, without a
 * database round trip, from `cache` when this cookie's session was looked up moments ago and is
 * neither expiring nor due for its refresh yet (0048).
 */
export function sessionLookup(auth: Auth, cache?: AuthSessionCache) {
  let loaded: ReturnType<typeof sessionSettings> | undefined;
  const settings = () => {
    loaded ??= sessionSettings(auth);
    return loaded;
  };
  // The session cookie's value in a Cookie header, kept for the headers a signed-in browser sends
  // again (parsing was ~2 % of a list request's CPU, 0086); read once the cookie's name is known.
  let sessionCookieOf: ((cookies: string) => string | undefined) | undefined;
  return async (requestHeaders: Headers): Promise<{ response: AuthSession | null; headers?: Headers }> => {
    const cookies = cache ? requestHeaders.get('cookie') : null;
    if (cookies && !sessionCookieOf) {
      const { cookieName } = await settings();
      sessionCookieOf ??= keptAnswers((header) => parse(header, cookieName)[cookieName]);
    }
    const cookie = cookies ? sessionCookieOf?.(cookies) : undefined;
    const cached = cookie ? cache?.get(cookie) : undefined;
    if (cached) return { response: cached };
    const version = cache?.version() ?? 0;
    const { headers, response } = await auth.api.getSession({
      headers: requestHeaders,
      returnHeaders: true,
    });
    // Only a lookup that changed nothing (no refreshed or cleared cookie) is repeated from the cache.
    if (cache && cookie && response && headers.getSetCookie().length === 0) {
      const { expiresInMs, updateAgeMs } = await settings();
      const expiresAt = new Date(response.session.expiresAt).getTime();
      cache.set(
        cookie,
        {
          session: response.session,
          user: response.user,
          sessionId: response.session.id,
          userId: response.user.id,
          until: Math.min(expiresAt, expiresAt - expiresInMs + updateAgeMs),
        },
        version,
      );
    }
    return { headers, response };
  };
}

/**
 * Lets a request through only with a valid session of a verified user: 401 UNAUTHORIZED without
 * a session, 403 FORBIDDEN while the e-mail is unverified. Passes on the refreshed session
 * cookie when better-auth extends the session. A request that changes something forgets what the
 * cache held for its user before it answers (the change may have ended their sessions).
 */
export function requireSession(lookup: ReturnType<typeof sessionLookup>, cache?: AuthSessionCache) {
  const handler: MiddlewareHandler<SessionEnv> = async (c, next) => {
    // Another guard on a wider path already read the session: look it up once per request.
    if (c.get('session') as AuthSession['session'] | undefined) return next();
    const { headers, response } = await lookup(c.req.raw.headers);
    if (!response) throw new AppError('UNAUTHORIZED');
    if (!response.user.emailVerified) throw new AppError('FORBIDDEN');
    c.set('user', response.user);
    c.set('session', response.session);
    try {
      await next();
    } finally {
      if (cache && c.req.method !== 'GET' && c.req.method !== 'HEAD') cache.forgetUser(response.user.id);
    }
    for (const cookie of headers?.getSetCookie() ?? []) c.res.headers.append('Set-Cookie', cookie);
  };
  return handler;
}
