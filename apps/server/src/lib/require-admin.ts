import type { MiddlewareHandler } from 'hono';
import { AppError } from './app-error.ts';
import type { SessionEnv } from './require-session.ts';

/** 401 when signed out, 403 unless the signed-in, verified user has the admin role. */
export function requireAdmin(session: MiddlewareHandler<SessionEnv>): MiddlewareHandler<SessionEnv> {
  return (c, next) =>
    session(c, async () => {
      if (c.get('user').role !== 'admin') throw new AppError('FORBIDDEN');
      await next();
    });
}
