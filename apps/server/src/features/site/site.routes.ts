import { blogPath } from '@brandloom/shared/blog/blog';
import { isLanguage } from '@brandloom/shared/i18n/languages';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { AppError } from '../../lib/app-error.ts';
import { validationHook } from '../../lib/error-handler.ts';
import type { AppEnv } from '../../lib/http.ts';
import { errorResponse } from '../../lib/openapi.ts';
import { type BlogSource, cardCacheControl, type SiteCards } from '../blog/index.ts';
import { atomFeed } from './atom-feed.ts';
import { pageTitle } from './page-title.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

const cardRoute = createRoute({
  method: 'get',
  path: '/api/site/card',
  tags: ['Site'],
  summary: 'A public page’s social card (Open Graph / Twitter image), drawn by the brand compositor',
  request: {
    query: z.object({ path: z.string().max(300).openapi({ example: '/de/help' }) }),
  },
  responses: {
    200: {
      description: 'WebP, 1200 × 800',
      content: { 'image/webp': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    404: errorResponse('NOT_FOUND: no public page at this path'),
  },
});

/** Search engines and sharing (decision 0047): sitemap.xml, robots.txt, the blog's Atom feeds and pages' cards. */
export function siteRoutes({
  publicUrl,
  blog,
  cards,
}: {
  publicUrl: string;
  blog: BlogSource;
  cards: SiteCards;
}) {
  const xml = (body: string, type: string) =>
    new Response(body, {
      headers: { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'public, max-age=3600' },
    });
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.get('/sitemap.xml', async () => xml(sitemapXml(publicUrl, await blog.published()), 'application/xml'));
  app.get('/robots.txt', () => xml(robotsTxt(publicUrl), 'text/plain'));
  app.get('/blog/feed.xml', async () =>
    xml(atomFeed(publicUrl, await blog.published(), 'en'), 'application/atom+xml'),
  );
  app.get('/:lang/blog/feed.xml', async (c, next) => {
    const language = c.req.param('lang');
    if (!isLanguage(language) || blogPath(language) === '/blog') return next();
    return xml(atomFeed(publicUrl, await blog.published(), language), 'application/atom+xml');
  });
  return app.openapi(cardRoute, async (c) => {
    const title = pageTitle(c.req.valid('query').path, await blog.published());
    if (!title) throw new AppError('NOT_FOUND');
    const bytes = await cards({
      headline: title.headline,
      subline: null,
      callToAction: null,
      language: title.language,
    });
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'image/webp',
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': cardCacheControl,
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
  });
}
