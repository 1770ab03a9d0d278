import { authBasePath, authCookiePrefix, authPages, authRateLimit } from '@brandloom/shared/auth';
import {
  authMessageKeys,
  nameSchema,
  passwordMaxLength,
  passwordMinLength,
  usernameMaxLength,
  usernameMinLength,
  usernamePattern,
} from '@brandloom/shared/auth-schemas';
import {
  backupCodeCount,
  totpDigits,
  totpPeriodSeconds,
  twoFactorIssuer,
} from '@brandloom/shared/two-factor';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
// better-auth without Kysely (~0.45 MB that the drizzle adapter never uses, compiled at every start; 0073).
import { betterAuth } from 'better-auth/minimal';
import { admin, twoFactor, username } from 'better-auth/plugins';
import type { EmailSender } from '../../adapters/email/email.ts';
import type { Database } from '../../db/client.ts';
import * as schema from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import { languageFromHeaders } from '../../lib/language.ts';
import type { Logger } from '../../lib/logger.ts';
import { trustedOrigins } from '../../lib/trusted-origins.ts';
import type { AccountHooks } from './account-hooks.ts';
import { accountThrottlePlugin } from './account-throttle.ts';
import { renderLinkEmail, resetPasswordUrl } from './auth-emails.ts';
import { chooseUsernameForNewUser } from './choose-username.ts';
import { type GoogleEnv, googleSignInPlugin } from './google-sign-in.ts';
import { disableAuthStoragesWhileIdle } from './idle-auth-storages.ts';

/** Header our mount sets to the client address better-auth should rate-limit by (never the client's). */
export const clientIpHeader = 'x-brandloom-client-ip';

const verificationExpiresInSeconds = 24 * 60 * 60;
const resetPasswordExpiresInSeconds = 60 * 60;
/** Sessions last 30 days and are extended (at most once a day) while in use. */
const sessionExpiresInSeconds = 30 * 24 * 60 * 60;
const sessionUpdateAgeSeconds = 24 * 60 * 60;

export interface AuthDeps {
  db: Database;
  env: Pick<Env, 'PUBLIC_URL' | 'NODE_ENV'> & GoogleEnv;
  /** Signing secret (see resolveAuthSecret). */
  secret: string;
  email: EmailSender;
  logger: Logger;
  /** What other features do when accounts are made and used (their profile, the admin role). */
  accounts: AccountHooks;
  /** Clock, replaceable in tests. */
  now?: () => number;
}

const rateLimitedPaths = [
  '/sign-in/*',
  '/sign-up/*',
  '/request-password-reset',
  '/send-verification-email',
  '/reset-password',
  // The second step of a sign-in and the password-checked two-factor changes are as guessable
  // as a sign-in (the plugin's own rule, 3 per 10 s, would allow 18 a minute).
  '/two-factor/*',
] as const;

// Rules of the spec that better-auth does not have: sign-in needs both fields ('Email and password
// are required'); sign-up (and a name change) needs a name of at least 2 characters; sign-up a username.
const formRules = createAuthMiddleware(async (ctx) => {
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  if (ctx.path === '/sign-in/email' && !(filled(body.email) && filled(body.password))) {
    throw APIError.from('BAD_REQUEST', {
      code: authMessageKeys.emailAndPasswordRequired,
      message: 'Email and password are required',
    });
  }
  // Sign-up needs a name; the settings' update-user checks one only when it is changed.
  const checksName =
    ctx.path === '/sign-up/email' || (ctx.path === '/update-user' && body.name !== undefined);
  if (checksName && !nameSchema.safeParse(body.name ?? '').success) {
    throw APIError.from('BAD_REQUEST', {
      code: authMessageKeys.nameTooShort,
      message: 'Name must be at least 2 characters.',
    });
  }
  // The username plugin lower-cases what it is given before any check: it must be text.
  if (body.username !== undefined && typeof body.username !== 'string') {
    throw APIError.from('BAD_REQUEST', {
      code: authMessageKeys.usernameInvalid,
      message: 'Username may only contain letters, digits, underscores and dots.',
    });
  }
  if (ctx.path === '/sign-up/email' && !filled(body.username)) {
    throw APIError.from('BAD_REQUEST', {
      code: authMessageKeys.usernameRequired,
      message: 'Username is required.',
    });
  }
});

/**
 * better-auth for Brandloom: e-mail/password with verification and reset, usernames, roles, and
 * TOTP two-factor (enabling and removing it need the password: the plugin's default).
 * Google sign-in when configured.
 */
export function createAuth({ db, env, secret, email, logger, accounts, now = Date.now }: AuthDeps) {
  const https = env.PUBLIC_URL.startsWith('https://');
  const log = logger.child({ module: 'auth' });
  // The reset-password answer signs the user in (spec: reset → signed in). better-auth calls
  // onPasswordReset with the request; the after-hook of the same request makes the session.
  const passwordResets = new WeakMap<Request, string>();
  const google = googleSignInPlugin(env);
  disableAuthStoragesWhileIdle().catch((error: unknown) =>
    log.warn({ err: error }, 'auth: its context storages stay enabled between requests'),
  );

  return betterAuth({
    appName: 'Brandloom',
    baseURL: env.PUBLIC_URL,
    basePath: authBasePath,
    secret,
    trustedOrigins: trustedOrigins(env),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
        twoFactor: schema.twoFactor,
      },
    }),
    logger: {
      log: (level, message, ...args) => {
        log[level]({ args: args.length > 0 ? args : undefined }, message);
      },
    },
    telemetry: { enabled: false },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: passwordMinLength,
      maxPasswordLength: passwordMaxLength,
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: resetPasswordExpiresInSeconds,
      async onPasswordReset({ user }, request) {
        if (request) passwordResets.set(request, user.id);
      },
      async sendResetPassword({ user, token }, request) {
        await email.send(
          renderLinkEmail(await accounts.emailLanguage(user.id, languageFromHeaders(request?.headers)), {
            kind: 'resetPassword',
            to: user.email,
            name: user.name,
            url: resetPasswordUrl(env.PUBLIC_URL, token),
            expiry: resetPasswordExpiresInSeconds / 60,
          }),
        );
      },
      customSyntheticUser: ({ coreFields, additionalFields, id }) => ({
        ...coreFields,
        role: 'user',
        banned: false,
        banReason: null,
        banExpires: null,
        twoFactorEnabled: false,
        ...additionalFields,
        id,
      }),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: verificationExpiresInSeconds,
      async sendVerificationEmail({ user, url }, request) {
        // The link verifies, signs in, then lands on the post-verification page unless the
        // client asked for another page of ours.
        const target = new URL(url);
        const callback = target.searchParams.get('callbackURL');
        if (!callback || callback === '/') target.searchParams.set('callbackURL', authPages.postVerification);
        await email.send(
          renderLinkEmail(await accounts.emailLanguage(user.id, languageFromHeaders(request?.headers)), {
            kind: 'verification',
            to: user.email,
            name: user.name,
            url: target.href,
            expiry: verificationExpiresInSeconds / 3600,
          }),
        );
      },
    },
    account: {
      // A Google identity joins an existing account of the same address only when Google says
      // the address is verified (ID token `email_verified`) and the account's own address was
      // verified too: Google is deliberately not a "trusted provider" (that would skip the first
      // check), and an unverified password account may have been registered by someone else.
      accountLinking: { enabled: true, requireLocalEmailVerified: true },
      // Google's tokens are kept only because better-auth stores them; nobody should read them.
      encryptOAuthTokens: true,
    },
    user: {
      // A new address takes effect only once the link sent to it is followed (spec: re-verified).
      changeEmail: { enabled: true },
    },
    session: {
      expiresIn: sessionExpiresInSeconds,
      updateAge: sessionUpdateAgeSeconds,
    },
    rateLimit: {
      // better-auth enables it only when NODE_ENV=production; we want it always.
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: Object.fromEntries(
        rateLimitedPaths.map((path) => [
          path,
          { window: authRateLimit.windowSeconds, max: authRateLimit.max },
        ]),
      ),
    },
    advanced: {
      cookiePrefix: authCookiePrefix,
      // better-auth skips its origin checks under test runners; ours run them as in production.
      disableOriginCheck: false,
      useSecureCookies: https,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: https, path: '/' },
      // One address, already resolved through TRUSTED_PROXIES by our mount.
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      // A session and its user in one statement (the relations in db/schema.ts; 0049).
      database: { generateId: 'uuid', joins: true },
    },
    databaseHooks: {
      user: {
        create: {
          // Users from Google arrive without a username (required here) and maybe without a name.
          async before(user) {
            if (user.username) return;
            const name = user.name.trim() || user.email.split('@')[0] || user.email;
            const chosen = await chooseUsernameForNewUser(db, { email: user.email, name });
            return { data: { ...user, name, username: chosen, displayUsername: chosen } };
          },
          async after(user, ctx) {
            const language = languageFromHeaders(ctx?.request?.headers ?? ctx?.headers);
            await accounts.userCreated(user.id, user.createdAt ?? new Date(now()), language);
          },
        },
      },
      session: {
        create: {
          async before(session, ctx) {
            // The two-factor plugin guards only password sign-ins: an account with a second factor
            // must not open through Google without it, so that sign-in fails (to the error page).
            if (ctx?.path.startsWith('/callback/')) {
              const user = await ctx.context.internalAdapter.findUserById(session.userId);
              if ((user as { twoFactorEnabled?: boolean } | null)?.twoFactorEnabled) return false;
            }
            await accounts.sessionCreated(session.userId);
          },
        },
      },
    },
    hooks: {
      before: formRules,
      after: createAuthMiddleware(async (ctx) => {
        const userId =
          ctx.path === '/reset-password' && ctx.request ? passwordResets.get(ctx.request) : undefined;
        if (!userId) return;
        passwordResets.delete(ctx.request as Request);
        // Following the e-mailed link proved the address, so it counts as verified.
        const user = await ctx.context.internalAdapter.updateUser(userId, { emailVerified: true });
        // With two-factor on, the e-mail alone must not open the account: that user signs in with
        // the new password and a code.
        if (user?.twoFactorEnabled) return;
        const session = await ctx.context.internalAdapter.createSession(userId);
        if (user && session) await setSessionCookie(ctx, { session, user });
      }),
    },
    plugins: [
      username({
        minUsernameLength: usernameMinLength,
        maxUsernameLength: usernameMaxLength,
        usernameValidator: (value) => usernamePattern.test(value),
      }),
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      twoFactor({
        issuer: twoFactorIssuer,
        totpOptions: { digits: totpDigits, period: totpPeriodSeconds },
        backupCodeOptions: { amount: backupCodeCount },
      }),
      // After twoFactor, whose after-hook withdraws the session of a sign-in still waiting for a code.
      accountThrottlePlugin({
        db,
        emailLanguage: accounts.emailLanguage,
        email,
        logger,
        publicUrl: env.PUBLIC_URL,
        resetPasswordExpiresInSeconds,
        now,
      }),
      ...(google ? [google] : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = Auth['$Infer']['Session'];
