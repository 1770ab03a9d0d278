import type { MiddlewareHandler } from 'hono';
import { AppError } from '../../lib/app-error.ts';
import type { Auth } from '../auth/auth.ts';
import { requireSession, type SessionEnv } from '../auth/require-session.ts';

/** 401 when signed out, 403 unless the signed-in, verified user has the admin role. */
export function requireAdmin(auth: Auth): MiddlewareHandler<SessionEnv> {
  const session = requireSession(auth);
  return (c, next) =>
    session(c, async () => {
      if (c.var.user.role !== 'admin') throw new AppError('FORBIDDEN');
      await next();
    });
}
