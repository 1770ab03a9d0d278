import { isExcludedFromAnalytics } from '@brandloom/shared/analytics';
import { pageViewRateLimit } from '@brandloom/shared/analytics-events';
import { isLanguage, type Language } from '@brandloom/shared/i18n/languages';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertPageView } from './analytics.repository.ts';
import { utcDay, type VisitorHasher } from './visitor-hash.ts';

export interface PageView {
  path: string;
  referrer?: string | undefined;
  language?: string | undefined;
}

export interface PageViewRequest {
  /** The client's address (through TRUSTED_PROXIES). */
  address: string | undefined;
  userAgent: string;
  /** The signed-in user, when the page view carries a session. */
  userId: string | null;
  /** Do Not Track (`DNT: 1`) or Global Privacy Control (`Sec-GPC: 1`). */
  optedOut: boolean;
  /** The language the request's headers ask for, when the page does not say. */
  headerLanguage: Language;
}

export type PageViewOutcome = 'recorded' | 'opted-out' | 'excluded' | 'bot';

// Crawlers, link previews and monitors are no visitors. Headless browsers (our end-to-end runs)
// are counted: they run the page's script as a person's browser does.
const botPattern =
  /bot|crawl|spider|slurp|facebookexternalhit|preview|monitor|curl|wget|python|java\/|go-http/i;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The path as the dashboard groups it: no trailing slash, ids (UUIDs, long numbers) as :id. */
function normalizePath(path: string): string {
  const segments = path
    .split('/')
    .map((segment) => (uuidPattern.test(segment) || /^\d{6,}$/.test(segment) ? ':id' : segment));
  const joined = segments.join('/').replace(/\/+$/, '');
  return joined === '' ? '/' : joined;
}

/** The host of a referrer on another site; null for our own pages, bad addresses and no referrer. */
function referrerHost(referrer: string | undefined, publicUrl: string): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.host === new URL(publicUrl).host ? null : url.hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
}

/** Counts requests per visitor hash in fixed windows, in this process (one beacon per page). */
export function createPageViewLimiter(now: () => number, { max, windowMs } = pageViewRateLimit) {
  let windowStart = 0;
  let counts = new Map<string, number>();
  return (key: string): boolean => {
    const time = now();
    if (time - windowStart >= windowMs) {
      windowStart = time;
      counts = new Map();
    }
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    return count <= max;
  };
}

export interface PageViewDeps {
  db: Database;
  hashVisitor: VisitorHasher;
  allow: (visitor: string) => boolean;
  publicUrl: string;
  now: () => number;
}

/**
 * POST /api/analytics/page-view: records one page view unless the visitor opted out (Do Not
 * Track, Global Privacy Control), the path is one spec §2 excludes, or the user agent is a bot.
 * No cookie is read or set for visitors who are not signed in; RATE_LIMITED past the limit.
 */
export async function recordPageView(
  deps: PageViewDeps,
  view: PageView,
  request: PageViewRequest,
): Promise<PageViewOutcome> {
  if (request.optedOut) return 'opted-out';
  if (isExcludedFromAnalytics(view.path)) return 'excluded';
  if (!request.userAgent || botPattern.test(request.userAgent)) return 'bot';
  const now = deps.now();
  const who = request.userId
    ? `user:${request.userId}`
    : `${request.address ?? 'unknown'}\n${request.userAgent}`;
  const visitor = await deps.hashVisitor(who, now);
  if (!deps.allow(visitor)) throw new AppError('RATE_LIMITED');
  const pathLanguage = view.path.split('/')[1];
  const language = isLanguage(pathLanguage)
    ? pathLanguage
    : isLanguage(view.language)
      ? view.language
      : request.headerLanguage;
  await insertPageView(deps.db, {
    kind: 'page_view',
    day: utcDay(now),
    visitor,
    path: normalizePath(view.path),
    language,
    referrer: referrerHost(view.referrer, deps.publicUrl),
    createdAt: new Date(now),
  });
  return 'recorded';
}
