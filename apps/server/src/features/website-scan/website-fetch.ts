import type { ErrorCode } from '@brandloom/shared/errors';
import type { CheerioAPI } from 'cheerio';
import { AppError } from '../../lib/app-error.ts';
import type { Logger } from '../../lib/logger.ts';
import type { AllowedHost } from '../../lib/safe-fetch/address-policy.ts';
import {
  htmlTypes,
  SafeFetchError,
  type SafeFetchOptions,
  safeFetch,
} from '../../lib/safe-fetch/safe-fetch.ts';

/** Limits of one scan or image listing (docs/decisions/0015-website-scan-and-safe-fetch.md). */
export const websiteFetchLimits = {
  pageMaxBytes: 3 * 1024 * 1024,
  stylesheetMaxBytes: 1024 * 1024,
  /** Linked stylesheets read per page; the first ones carry the site's own theme. */
  maxStylesheets: 6,
  logoMaxBytes: 2 * 1024 * 1024,
  /** The whole scan, page, stylesheets and logo together. */
  scanTimeoutMs: 20_000,
  requestTimeoutMs: 8_000,
  maxRedirects: 5,
};

/** What the website use cases need: the operator's allow-list, a logger, and (in tests) other limits. */
export interface WebsiteFetchContext {
  allowedHosts: readonly AllowedHost[];
  logger: Logger;
  limits?: Partial<typeof websiteFetchLimits>;
}

export function limitsOf(context: WebsiteFetchContext): typeof websiteFetchLimits {
  return { ...websiteFetchLimits, ...context.limits };
}

/** Safe-fetch options for one resource of a scan that `signal` bounds in time. */
export function fetchOptions(
  context: WebsiteFetchContext,
  accept: readonly string[],
  maxBytes: number,
  signal: AbortSignal,
): SafeFetchOptions {
  const limits = limitsOf(context);
  return {
    accept,
    maxBytes,
    allowedHosts: context.allowedHosts,
    maxRedirects: limits.maxRedirects,
    requestTimeoutMs: limits.requestTimeoutMs,
    timeoutMs: limits.scanTimeoutMs,
    signal,
  };
}

export interface WebsitePage {
  /** The page's address after redirects. */
  url: string;
  /** Base for the page's relative URLs (its <base href>, else its address). */
  baseUrl: string;
  $: CheerioAPI;
}

/** Normalises what a user typed: "example.com" means https://example.com/. */
export function websiteUrlOf(input: string): string {
  const trimmed = input.trim();
  return /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

export async function fetchWebsitePage(
  url: string,
  context: WebsiteFetchContext,
  signal: AbortSignal,
): Promise<WebsitePage> {
  const limits = limitsOf(context);
  const response = await safeFetch(url, fetchOptions(context, htmlTypes, limits.pageMaxBytes, signal));
  // Loaded with the first page read, not at start (0043).
  const { loadBuffer } = await import('cheerio');
  // Decodes by the page's declared charset, as a browser would.
  const $ = loadBuffer(response.body, {
    encoding: {
      defaultEncoding: 'utf-8',
      ...(response.charset && { transportLayerEncodingLabel: response.charset }),
    },
  });
  const baseHref = $('base[href]').first().attr('href');
  let baseUrl = response.url;
  if (baseHref) {
    try {
      baseUrl = new URL(baseHref, response.url).href;
    } catch {
      // A broken <base> is ignored, as browsers do.
    }
  }
  return { url: response.url, baseUrl, $ };
}

/** Logs why a fetch of `url` (the user's, or a file of their page) failed; refusals as warnings. */
export function logFetchFailure(url: string, error: unknown, logger: Logger): void {
  if (error instanceof SafeFetchError && error.reason === 'refused-address') {
    logger.warn({ url, target: error.url, reason: error.message }, 'website fetch refused: internal address');
  } else if (error instanceof SafeFetchError) {
    logger.info({ url, target: error.url, reason: error.message }, 'website fetch failed');
  } else {
    logger.error({ url, err: error }, 'website fetch failed unexpectedly');
  }
}

/**
 * The user-facing error for a failed fetch of `url`. The reason is logged, never shown: a
 * refused internal address looks like any other failure to the caller.
 */
export function websiteFailure(code: ErrorCode, url: string, error: unknown, logger: Logger): AppError {
  if (error instanceof AppError) return error;
  logFetchFailure(url, error, logger);
  return new AppError(code, { params: { url }, cause: error });
}

/** An absolute http(s) URL for `value` relative to `base`, or null. */
export function absoluteUrl(value: string | undefined, base: string): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
