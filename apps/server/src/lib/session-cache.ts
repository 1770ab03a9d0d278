import type { Listen } from '../db/client.ts';
import type { Logger } from './logger.ts';

/** The channel the database announces session and user changes on (migration 0020). */
const authChangesChannel = 'brandloom_auth_changes';

/** How long a looked-up session is reused at most when no change to it was announced (0048). */
const sessionCacheMs = 30_000;

interface CachedSession<Session, User> {
  session: Session;
  user: User;
  userId: string;
  sessionId: string;
  /** Reused until then: the earliest of the cache's time, the session's expiry and its refresh. */
  until: number;
}

export interface SessionCache<Session, User> {
  /** The session and user last looked up for this signed cookie value, while still good. */
  get(cookie: string): { session: Session; user: User } | undefined;
  /** Changes heard so far: a lookup started before a change must not be cached (see `set`). */
  version(): number;
  /** Keeps a lookup that started at `version` unless a change was heard since. */
  set(cookie: string, entry: CachedSession<Session, User>, version: number): void;
  /** Drops what was cached for one user (their sessions, or their user record changed). */
  forgetUser(userId: string): void;
  /** Drops everything: another request of this process may have ended any session. */
  clear(): void;
  /** Stops hearing the database's announcements; nothing is cached from then on. */
  stop(): Promise<void>;
}

/**
 * Signed-in sessions looked up by better-auth, kept in this process for at most `ttlMs` so a
 * list request costs its own query and not two more for the session and user (0048). Correct
 * sign-out and revocation: the database announces every changed or deleted session and user on
 * `authChangesChannel` (triggers, whoever changed it — better-auth, the admin CLI, another
 * instance) and this cache drops them; the requests of this process that may end sessions clear it
 * before they answer (see `requireSession`). A lookup that started before a change was heard is not
 * kept. Nothing is cached until the process listens; when a lost listening connection was replaced
 * (announcements in between are gone) everything is dropped, so `ttlMs` bounds a stale entry only
 * while the database cannot be heard.
 */
export function createSessionCache<Session, User>({
  listen,
  logger,
  ttlMs = sessionCacheMs,
  now = Date.now,
}: {
  listen: Listen;
  logger: Logger;
  ttlMs?: number;
  now?: () => number;
}): SessionCache<Session, User> & { ttlMs: number } {
  const entries = new Map<string, CachedSession<Session, User>>();
  let listening = false;
  let stopped = false;
  let changes = 0;
  let nextSweep = now() + ttlMs;
  const forget = (matches: (entry: CachedSession<Session, User>) => boolean) => {
    for (const [cookie, entry] of entries) if (matches(entry)) entries.delete(cookie);
  };
  const onChange = (payload: string) => {
    changes += 1;
    const [kind, id] = payload.split(':');
    if (kind === 'session') forget((entry) => entry.sessionId === id);
    else if (kind === 'user') forget((entry) => entry.userId === id);
    else entries.clear();
  };
  const clear = () => {
    changes += 1;
    entries.clear();
  };
  const stopListening = listen(authChangesChannel, onChange, clear).then(
    (stop) => {
      listening = !stopped;
      return stop;
    },
    (error: unknown) => {
      logger.warn(
        { err: error },
        'session cache: could not listen for session changes; sessions are not cached',
      );
      return async () => {};
    },
  );
  return {
    ttlMs,
    get(cookie) {
      const entry = entries.get(cookie);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        entries.delete(cookie);
        return undefined;
      }
      return { session: entry.session, user: entry.user };
    },
    version: () => changes,
    set(cookie, entry, version) {
      if (!listening || version !== changes) return;
      // Sessions not asked for again would stay: past entries go once per `ttlMs`.
      const time = now();
      if (time >= nextSweep) {
        nextSweep = time + ttlMs;
        forget((cached) => cached.until <= time);
      }
      entries.set(cookie, { ...entry, until: Math.min(entry.until, now() + ttlMs) });
    },
    forgetUser(userId) {
      changes += 1;
      forget((entry) => entry.userId === userId);
    },
    clear,
    async stop() {
      stopped = true;
      listening = false;
      clear();
      await (await stopListening)();
    },
  };
}
