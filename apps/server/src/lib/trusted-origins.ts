import type { Env } from '../env.ts';
import { AppError } from './app-error.ts';
import { isLoopbackAddress } from './client-address.ts';
import type { Logger } from './logger.ts';

/**
 * Which origins may send the server state-changing requests (better-auth's `trustedOrigins` and
 * our cross-site check use the same list), and "local use" (0029).
 */

const loopbackHosts = ['localhost', '127.0.0.1', '[::1]'];
/** Refused origins are logged once each; this many at most, so random Origin headers cannot fill memory. */
const maxWarnedOrigins = 100;

/** localhost, *.localhost (RFC 6761: always this machine) and loopback addresses. */
function isLoopbackHostname(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return isLoopbackAddress(host.replace(/^\[(.*)\]$/, '$1'));
}

/** Local use: the server's public address (PUBLIC_URL) names this machine. */
export function isLocalUrl(url: string): boolean {
  return isLoopbackHostname(new URL(url).hostname);
}

/** The origin of `url`; for a loopback host also the same scheme and port at the other loopback names. */
function loopbackForms(url: string): string[] {
  const { origin, hostname } = new URL(url);
  if (!isLoopbackHostname(hostname)) return [origin];
  return [
    origin,
    ...loopbackHosts.map((host) => {
      const form = new URL(origin);
      form.hostname = host;
      return form.origin;
    }),
  ];
}

export function trustedOrigins(env: Pick<Env, 'PUBLIC_URL' | 'NODE_ENV'>): string[] {
  // Vite's dev server proxies the API (npm run dev).
  const urls = [env.PUBLIC_URL, ...(env.NODE_ENV === 'development' ? ['http://localhost:5173'] : [])];
  return [...new Set(urls.flatMap(loopbackForms))];
}

/** The trusted origins and the refusal of any other, which tells the operator what to set. */
export function createOriginPolicy(env: Pick<Env, 'PUBLIC_URL' | 'NODE_ENV'>, logger: Pick<Logger, 'warn'>) {
  const origins = trustedOrigins(env);
  const warned = new Set<string>();
  return {
    origins,
    isTrusted: (origin: string) => origins.includes(origin),
    refuse(origin: string): AppError {
      if (!warned.has(origin) && warned.size < maxWarnedOrigins) {
        warned.add(origin);
        logger.warn(
          { origin, publicUrl: env.PUBLIC_URL, trustedOrigins: origins },
          'refused a request from an origin that is not PUBLIC_URL; if people open the app there, set PUBLIC_URL to it',
        );
      }
      const facts = { origin, publicUrl: env.PUBLIC_URL };
      return new AppError('UNTRUSTED_ORIGIN', { params: facts, details: facts });
    },
  };
}

export type OriginPolicy = ReturnType<typeof createOriginPolicy>;
