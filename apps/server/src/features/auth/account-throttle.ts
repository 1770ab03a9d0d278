import { createHmac, randomBytes } from 'node:crypto';
import { accountThrottle, signInLockedCode } from '@brandloom/shared/auth';
import { defaultLanguage } from '@brandloom/shared/i18n/languages';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import type { EmailSender } from '../../adapters/email/email.ts';
import type { Database } from '../../db/client.ts';
import { languageFromHeaders } from '../../lib/language.ts';
import type { Logger } from '../../lib/logger.ts';
import { translateAuthError } from '../../lib/translate.ts';
import type { AccountHooks } from './account-hooks.ts';
import { renderLinkEmail, resetPasswordUrl } from './auth-emails.ts';
import { findFailures, forgetFailures, recordFailure } from './sign-in-throttle.repository.ts';
import { findUserIdByUsername } from './username.repository.ts';

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Paths that check a password or a second factor, by what names the account. */
const checkedBy = {
  '/sign-in/email': 'email',
  '/sign-in/username': 'username',
  '/two-factor/verify-totp': 'challenge',
  '/two-factor/verify-backup-code': 'challenge',
  '/change-password': 'session',
  '/two-factor/enable': 'session',
  '/two-factor/disable': 'session',
  '/two-factor/get-totp-uri': 'session',
  '/two-factor/generate-backup-codes': 'session',
} as const;
type CheckedPath = keyof typeof checkedBy;
const isCheckedPath = (path: string): path is CheckedPath => Object.hasOwn(checkedBy, path);

/** Paths whose new session is a sign-in (a refreshed session elsewhere is not). */
const signInPaths = new Set([
  '/sign-in/email',
  '/sign-in/username',
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/verify-email',
  '/reset-password',
  '/callback/:id',
]);

/** better-auth's codes for a wrong password or second factor: only these count as failures. */
const wrongSecretCodes = new Set([
  'INVALID_EMAIL_OR_PASSWORD',
  'INVALID_USERNAME_OR_PASSWORD',
  'INVALID_PASSWORD',
  'INVALID_CODE',
  'INVALID_BACKUP_CODE',
]);

/** Cookie (better-auth's prefix and attributes, signed) naming the account this browser signed in to. */
const deviceCookieName = 'sign_in_device';
/** The two-factor plugin's cookie that carries a sign-in to its second step. */
const twoFactorCookieName = 'two_factor';

const accountKey = (userId: string) => `account:${userId}`;

interface Attempt {
  userId: string | undefined;
  /** The row this attempt counts against: the account's, the device's, or an unknown name's. */
  counterKey: string;
}

export interface AccountThrottleDeps {
  db: Database;
  /** The language for e-mails to a user (their saved choice, else the one given). */
  emailLanguage: AccountHooks['emailLanguage'];
  email: EmailSender;
  logger: Logger;
  publicUrl: string;
  resetPasswordExpiresInSeconds: number;
  now: () => number;
}

/** Seconds a row of failures still makes its account or device wait (0: not held). */
function waitSeconds(row: { failures: number; lastFailureAt: Date } | undefined, now: number): number {
  const { freeFailures, baseDelaySeconds, maxDelaySeconds } = accountThrottle;
  if (!row || row.failures < freeFailures) return 0;
  const delay = Math.min(baseDelaySeconds * 2 ** (row.failures - freeFailures), maxDelaySeconds);
  return Math.max(0, Math.ceil((row.lastFailureAt.getTime() + delay * 1000 - now) / 1000));
}

/**
 * Per-account sign-in throttling across addresses (decision 0030), as a better-auth plugin: its
 * before-hook refuses a check while the account (or, from a browser that signed in to it before,
 * that device) waits; its after-hook counts wrong passwords and codes, forgets them on success,
 * gives the signed-in browser its device cookie and e-mails the owner when the account locks.
 */
export function accountThrottlePlugin(deps: AccountThrottleDeps) {
  const { db, now } = deps;
  const log = deps.logger.child({ module: 'account-throttle' });
  const attempts = new WeakMap<Request, Attempt>();

  /** The account a check is about; a name nobody has gets its own keyed row, so it answers alike. */
  async function identify(
    ctx: HookContext,
    path: CheckedPath,
  ): Promise<(Omit<Attempt, 'counterKey'> & { key: string }) | undefined> {
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    const by = checkedBy[path];
    if (by === 'email' || by === 'username') {
      const name = body[by];
      if (typeof name !== 'string' || name === '') return undefined;
      const normalized = name.toLowerCase();
      const userId =
        by === 'email'
          ? (await ctx.context.internalAdapter.findUserByEmail(normalized))?.user.id
          : await findUserIdByUsername(db, normalized);
      if (userId) return { userId, key: accountKey(userId) };
      const hash = createHmac('sha256', ctx.context.secret).update(`${by}:${normalized}`).digest('base64url');
      return { userId: undefined, key: `unknown:${hash}` };
    }
    let userId: string | undefined;
    if (by === 'challenge') {
      const cookie = ctx.context.createAuthCookie(twoFactorCookieName);
      const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
      if (identifier) userId = (await ctx.context.internalAdapter.findVerificationValue(identifier))?.value;
    }
    userId ??= (await getSessionFromCtx(ctx))?.user.id;
    return userId ? { userId, key: accountKey(userId) } : undefined;
  }

  /** The device id when this browser holds a valid device cookie for `userId`. */
  async function trustedDevice(ctx: HookContext, userId: string | undefined): Promise<string | undefined> {
    if (!userId) return undefined;
    const cookie = ctx.context.createAuthCookie(deviceCookieName);
    const value = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
    const [owner, deviceId] = typeof value === 'string' ? value.split(':') : [];
    return owner === userId && deviceId ? deviceId : undefined;
  }

  async function setDeviceCookie(ctx: HookContext, userId: string) {
    const maxAge = accountThrottle.deviceCookieMaxAgeSeconds;
    const cookie = ctx.context.createAuthCookie(deviceCookieName, { maxAge });
    const deviceId = randomBytes(16).toString('base64url');
    await ctx.setSignedCookie(cookie.name, `${userId}:${deviceId}`, ctx.context.secret, cookie.attributes);
  }

  function refuse(ctx: HookContext, seconds: number): APIError {
    const details = { minutes: Math.ceil(seconds / 60) };
    const message =
      translateAuthError(languageFromHeaders(ctx.headers), signInLockedCode, details) ?? signInLockedCode;
    return new APIError(
      'TOO_MANY_REQUESTS',
      { code: signInLockedCode, message, details },
      { 'Retry-After': String(seconds) },
    );
  }

  /** The lock e-mail: what happened, that known devices still work, and a reset link. */
  async function notifyOwner(ctx: HookContext, userId: string) {
    const user = await ctx.context.internalAdapter.findUserById(userId);
    if (!user) return;
    const token = randomBytes(18).toString('base64url');
    await ctx.context.internalAdapter.createVerificationValue({
      identifier: `reset-password:${token}`,
      value: userId,
      // better-auth checks the token against its own clock, not ours.
      expiresAt: new Date(Date.now() + deps.resetPasswordExpiresInSeconds * 1000),
    });
    // The owner's chosen language; the request's is the attacker's.
    const language = await deps.emailLanguage(userId, defaultLanguage);
    await deps.email.send(
      renderLinkEmail(language, {
        kind: 'accountLocked',
        to: user.email,
        name: user.name,
        url: resetPasswordUrl(deps.publicUrl, token),
        expiry: deps.resetPasswordExpiresInSeconds / 60,
      }),
    );
  }

  const before = createAuthMiddleware(async (ctx) => {
    if (!ctx.request || !isCheckedPath(ctx.path)) return;
    const account = await identify(ctx, ctx.path);
    if (!account) return;
    const device = await trustedDevice(ctx, account.userId);
    const counterKey = device ? `device:${device}` : account.key;
    const wait = waitSeconds(await findFailures(db, counterKey), now());
    if (wait > 0) throw refuse(ctx, wait);
    attempts.set(ctx.request, { userId: account.userId, counterKey });
  });

  const after = createAuthMiddleware(async (ctx) => {
    const attempt = ctx.request ? attempts.get(ctx.request) : undefined;
    const returned = ctx.context.returned;
    const signedIn = signInPaths.has(ctx.path) ? ctx.context.newSession : null;
    if (signedIn) {
      await forgetFailures(db, [accountKey(signedIn.user.id), ...(attempt ? [attempt.counterKey] : [])]);
      await setDeviceCookie(ctx, signedIn.user.id);
      return;
    }
    if (!attempt) return;
    if (isAPIError(returned) && wrongSecretCodes.has(String(returned.body?.code))) {
      const time = now();
      const row = await recordFailure(
        db,
        attempt.counterKey,
        new Date(time),
        new Date(time - accountThrottle.forgetAfterSeconds * 1000),
      );
      // Once per row of failures (the count passes the limit exactly once), and not awaited so the
      // answer takes as long as for an account nobody has.
      if (
        attempt.userId &&
        attempt.counterKey === accountKey(attempt.userId) &&
        row.failures === accountThrottle.freeFailures
      ) {
        notifyOwner(ctx, attempt.userId).catch((error) => log.error({ err: error }, 'lock e-mail failed'));
      }
    } else if (!isAPIError(returned) && checkedBy[ctx.path as CheckedPath] === 'session') {
      await forgetFailures(db, [attempt.counterKey]);
    }
  });

  return {
    id: 'account-throttle',
    hooks: {
      before: [{ matcher: (context) => isCheckedPath(context.path ?? ''), handler: before }],
      after: [{ matcher: () => true, handler: after }],
    },
  } satisfies BetterAuthPlugin;
}
