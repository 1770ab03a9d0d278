import type { MiddlewareHandler } from 'hono';
import type { Auth } from '../features/auth/auth.ts';
import { AppError } from './app-error.ts';
import { requireSession, type SessionEnv } from './require-session.ts';

/** 401 when signed out, 403 unless the signed-in, verified user has the admin role. */
export function requireAdmin(auth: Auth): MiddlewareHandler<SessionEnv> {
  const session = requireSession(auth);
  return (c, next) =>
    session(c, async () => {
      if (c.var.user.role !== 'admin') throw new AppError('FORBIDDEN');
      await next();
    });
}
