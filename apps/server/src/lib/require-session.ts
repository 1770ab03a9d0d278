import type { MiddlewareHandler } from 'hono';
import type { Auth, AuthSession } from '../features/auth/auth.ts';
import { AppError } from './app-error.ts';
import type { AppEnv } from './http.ts';

/** Hono environment of routes behind `requireSession`: the signed-in user and session are set. */
export interface SessionEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { user: AuthSession['user']; session: AuthSession['session'] };
}

/**
 * Lets a request through only with a valid session of a verified user: 401 UNAUTHORIZED without
 * a session, 403 FORBIDDEN while the e-mail is unverified. Passes on the refreshed session
 * cookie when better-auth extends the session.
 */
export function requireSession(auth: Auth): MiddlewareHandler<SessionEnv> {
  return async (c, next) => {
    // Another guard on a wider path already read the session: look it up once per request.
    if (c.get('session') as AuthSession['session'] | undefined) return next();
    const { headers, response } = await auth.api.getSession({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    if (!response) throw new AppError('UNAUTHORIZED');
    if (!response.user.emailVerified) throw new AppError('FORBIDDEN');
    c.set('user', response.user);
    c.set('session', response.session);
    await next();
    for (const cookie of headers.getSetCookie()) c.res.headers.append('Set-Cookie', cookie);
  };
}
