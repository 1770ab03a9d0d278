import { createReadStream, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';
import { Readable } from 'node:stream';
import { defaultLanguage, isLanguage, languageCookieName } from '@brandloom/shared/i18n/languages';
import { findRedirect } from '@brandloom/shared/route-rules';
import { publicOriginPlaceholder } from '@brandloom/shared/site/site-pages';
import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { getMimeType } from 'hono/utils/mime';
import {
  acceptsCoding,
  type ContentCoding,
  compressOnce,
  keptCodings,
  keptCompressedTypes,
} from '../../lib/compress.ts';
import { contentSecurityPolicy, inlineScriptHashes } from '../../lib/content-security-policy.ts';
import type { AppEnv } from '../../lib/http.ts';
import { isClientAppPath } from './client-app-paths.ts';
import { createRouteRulesReader } from './route-rules.ts';

const spaFallback = '__spa-fallback.html';

/** `target` with the request's query string, before any fragment (/help#contact → /help?x=1#contact). */
function withQuery(target: string, query: string): string {
  const hash = target.indexOf('#');
  return hash === -1 ? `${target}${query}` : `${target.slice(0, hash)}${query}${target.slice(hash)}`;
}
const immutable = 'public, max-age=31536000, immutable';

interface HtmlPage {
  mtimeMs: number;
  size: number;
  html: string;
  csp: string;
  /** The page compressed once per coding, when first asked for in it. */
  compressed: Partial<Record<ContentCoding, Promise<Buffer<ArrayBuffer>>>>;
}

async function fileStats(file: string): Promise<Stats | null> {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

/**
 * Public pages the browser renders from the SPA fallback, whose head the server writes for
 * crawlers (Explore's creative pages, 0058): `head` answers the tags, or null for a 404.
 */
export interface DynamicPages {
  matches(path: string): boolean;
  head(path: string): Promise<string | null>;
}

/** The fallback with `head` in place of its own title and description. */
function withHead(html: string, head: string): string {
  return html
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `${head}</head>`);
}

/**
 * Serves the React Router build: prerendered HTML per public path, the SPA fallback for the
 * client app (200), for dynamic public pages (200 with their head, 404 when gone) and for unknown
 * pages (404, the client renders "Page not found"), and the static files next to them, in the
 * build's brotli or gzip copy when the client takes one. Prerendered pages get PUBLIC_URL in place
 * of the build's placeholder, so they are compressed here, once each.
 */
export function webRoutes(buildDir: string, publicUrl: string, dynamicPages?: DynamicPages) {
  const root = join(buildDir, sep);
  // Inline scripts differ per page; hash each file once and again only when it changes.
  const pages = new Map<string, HtmlPage>();
  const routeRules = createRouteRulesReader(buildDir);

  /** The file a URL path names inside the build, or null for anything that could leave it. */
  function fileFor(urlPath: string): string | null {
    const segments = urlPath.split('/').filter(Boolean);
    if (segments.some((s) => s === '.' || s === '..' || /[\\\0%]/.test(s))) return null;
    const file = join(root, ...segments);
    return file.startsWith(root) ? file : null;
  }

  async function findFile(urlPath: string): Promise<{ file: string; stats: Stats } | null> {
    const file = fileFor(urlPath);
    if (!file) return null;
    for (const candidate of urlPath.endsWith('/')
      ? [join(file, 'index.html')]
      : [file, join(file, 'index.html')]) {
      const stats = await fileStats(candidate);
      if (stats) return { file: candidate, stats };
    }
    return null;
  }

  function notModified(c: Context, stats: Stats): boolean {
    const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
    c.header('ETag', etag);
    return c.req.header('if-none-match') === etag;
  }

  async function sendHtml(c: Context, file: string, stats: Stats, status: 200 | 404, head?: string) {
    let page = pages.get(file);
    if (page?.mtimeMs !== stats.mtimeMs || page.size !== stats.size) {
      // The prerender wrote a placeholder where the public address belongs (canonical links, cards).
      const html = (await readFile(file, 'utf8')).replaceAll(publicOriginPlaceholder, publicUrl);
      page = {
        mtimeMs: stats.mtimeMs,
        size: stats.size,
        html,
        csp: contentSecurityPolicy(inlineScriptHashes(html)),
        compressed: {},
      };
      pages.set(file, page);
    }
    c.header('Cache-Control', 'no-cache');
    // Also on 304: browsers replace the cached response's headers with those of the 304.
    c.header('Content-Security-Policy', page.csp);
    if (head !== undefined) return c.html(withHead(page.html, head), status);
    if (status === 200 && notModified(c, stats)) return c.body(null, 304);
    const accepted = c.req.header('Accept-Encoding');
    const coding = keptCodings.find((kept) => acceptsCoding(accepted, kept.coding))?.coding;
    if (!coding) return c.html(page.html, status);
    page.compressed[coding] ??= compressOnce(Buffer.from(page.html), coding, 'quick');
    const body = await page.compressed[coding];
    return c.body(body, status, {
      'Content-Type': 'text/html; charset=UTF-8',
      'Content-Encoding': coding,
      'Content-Length': String(body.length),
    });
  }

  /** The build's copy of `file` in the coding the client prefers among those kept (0081), if any. */
  async function keptCopy(c: Context, file: string) {
    // Images and fonts have no copies: no look-ups for them.
    if (!keptCompressedTypes.has(extname(file))) return null;
    const accepted = c.req.header('Accept-Encoding');
    for (const { coding, suffix } of keptCodings) {
      if (!acceptsCoding(accepted, coding)) continue;
      const stats = await fileStats(`${file}${suffix}`);
      if (stats) return { file: `${file}${suffix}`, stats, coding };
    }
    return null;
  }

  async function sendFile(c: Context, file: string, stats: Stats, urlPath: string) {
    c.header('Cache-Control', urlPath.startsWith('/assets/') ? immutable : 'no-cache');
    if (notModified(c, stats)) return c.body(null, 304);
    // A prerendered page's data (client-side navigations) carries the placeholder as its HTML does.
    if (file.endsWith('.data')) {
      const body = (await readFile(file, 'utf8')).replaceAll(publicOriginPlaceholder, publicUrl);
      return c.body(body, 200, { 'Content-Type': getMimeType(file) ?? 'application/octet-stream' });
    }
    const kept = await keptCopy(c, file);
    const sent = kept ?? { file, stats };
    return c.body(Readable.toWeb(createReadStream(sent.file)) as ReadableStream, 200, {
      'Content-Type': getMimeType(file) ?? 'application/octet-stream',
      'Content-Length': String(sent.stats.size),
      ...(kept && { 'Content-Encoding': kept.coding }),
    });
  }

  return new Hono<AppEnv>().get('*', async (c) => {
    const path = c.req.path;
    if (path === '/api' || path.startsWith('/api/')) return c.notFound();

    const fallback = join(root, spaFallback);
    const fallbackStats = await fileStats(fallback);
    if (!fallbackStats) {
      return c.text('The web app has not been built yet: run `npm run build` (or use `npm start`).', 503);
    }

    // Route rules of the build manifest (0051) come before pages: they move old addresses.
    if (!path.startsWith('/assets/') && !path.startsWith('/builds/')) {
      const redirect = findRedirect(await routeRules(), path);
      if (redirect) {
        const query = new URL(c.req.url).search;
        const target = query && !redirect.to.includes('?') ? withQuery(redirect.to, query) : redirect.to;
        return c.redirect(target, redirect.status as 301 | 302 | 307 | 308);
      }
    }

    if (path === '/') {
      const language = getCookie(c, languageCookieName);
      // In place of the server's default Vary, which names Accept-Encoding alone.
      c.header('Vary', 'Cookie, Accept-Encoding');
      if (isLanguage(language) && language !== defaultLanguage) return c.redirect(`/${language}`, 302);
    }

    const found = await findFile(path);
    if (found) {
      return found.file.endsWith('.html')
        ? sendHtml(c, found.file, found.stats, 200)
        : sendFile(c, found.file, found.stats, path);
    }
    // A missing hashed asset must not turn into an HTML page the browser would try to run.
    if (path.startsWith('/assets/')) return c.text('Not found', 404);
    if (dynamicPages?.matches(path)) {
      const head = await dynamicPages.head(path);
      return head === null
        ? sendHtml(c, fallback, fallbackStats, 404)
        : sendHtml(c, fallback, fallbackStats, 200, head);
    }
    return sendHtml(c, fallback, fallbackStats, isClientAppPath(path) ? 200 : 404);
  });
}
