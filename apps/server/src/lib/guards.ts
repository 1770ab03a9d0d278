import type { MiddlewareHandler } from 'hono';
import type { Auth } from '../features/auth/auth.ts';
import { requireAdmin } from './require-admin.ts';
import { type AuthSessionCache, requireSession, type SessionEnv, sessionLookup } from './require-session.ts';

/**
 * The two guards routes put in front of their paths, made once from better-auth so no feature
 * needs the auth instance: `session` (401 signed out, 403 unverified) and `admin` (also 403
 * without the admin role). With `cache`, sessions looked up moments ago are reused (0048).
 */
export interface Guards {
  session: MiddlewareHandler<SessionEnv>;
  admin: MiddlewareHandler<SessionEnv>;
}

export function createGuards(auth: Auth, cache?: AuthSessionCache): Guards {
  const session = requireSession(sessionLookup(auth, cache), cache);
  return { session, admin: requireAdmin(session) };
}
