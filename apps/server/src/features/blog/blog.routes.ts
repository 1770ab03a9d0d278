import { blogCategories, blogSlugPattern } from '@brandloom/shared/blog/blog';
import type { BlogContent } from '@brandloom/shared/blog/blog-content';
import { type Language, languages } from '@brandloom/shared/i18n/languages';
import { siteStrings } from '@brandloom/shared/site/site-strings';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { AppError } from '../../lib/app-error.ts';
import { validationHook } from '../../lib/error-handler.ts';
import type { AppEnv } from '../../lib/http.ts';
import { errorResponse, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { translator } from '../../lib/translate.ts';
import type { BlogSource } from './blog-source.ts';
import { cardCacheControl, type SiteCards } from './draw-site-card.ts';
import {
  checkPreviewToken,
  isPreviewToken,
  previewCookie,
  previewCookieMaxAgeSeconds,
  stagingCookie,
} from './preview-token.ts';

const summarySchema = z.object({
  slug: z.string(),
  language: z.enum(languages),
  title: z.string(),
  description: z.string(),
  author: z.string(),
  date: z.string().openapi({ format: 'date' }),
  category: z.enum(blogCategories),
  readingMinutes: z.number().int(),
  draft: z.boolean(),
  languages: z.array(z.enum(languages)),
});
const postSchema = summarySchema
  .extend({ html: z.string(), related: z.array(summarySchema) })
  .openapi('BlogPost');
// Labels (strings) and the categories' names (an object of strings), as in the site catalog.
const blogStringsSchema = z
  .record(z.string(), z.union([z.string(), z.record(z.string(), z.string())]))
  .openapi({ description: 'The blog’s labels in the language (site catalog), for a draft no prerender has' });

const languageQuery = z.object({ lang: z.enum(languages).default('en') });
const slugQuery = languageQuery.extend({ slug: z.string().max(300) });
const previewErrors = { 403: errorResponse('PREVIEW_TOKEN_INVALID: no valid previewToken cookie') } as const;

const listRoute = createRoute({
  method: 'get',
  path: '/api/blog/posts',
  tags: ['Blog'],
  summary: 'Preview mode: the blog index of a language, drafts included',
  description:
    'Needs the previewToken cookie (POST /api/blog/preview). Reads the Markdown afresh, from BLOG_STAGING_DIR when the staging cookie is set.',
  request: { query: languageQuery },
  responses: {
    200: jsonContent(
      z.object({ language: z.enum(languages), posts: z.array(summarySchema), strings: blogStringsSchema }),
      'The posts, newest first; untranslated ones in English',
    ),
    ...previewErrors,
  },
});

const postRoute = createRoute({
  method: 'get',
  path: '/api/blog/post',
  tags: ['Blog'],
  summary: 'Preview mode: one post, draft or published, with its related posts',
  request: { query: slugQuery },
  responses: {
    200: jsonContent(
      z.object({ language: z.enum(languages), post: postSchema, strings: blogStringsSchema }),
      'The post, its HTML rendered from Markdown',
    ),
    ...previewErrors,
    404: errorResponse('POST_NOT_FOUND'),
  },
});

const startPreviewRoute = createRoute({
  method: 'post',
  path: '/api/blog/preview',
  tags: ['Blog'],
  summary: 'Starts preview mode: checks the token and sets the previewToken cookie (a day)',
  request: {
    body: jsonBody(
      z.object({
        token: z.string().min(1).max(500),
        staging: z
          .boolean()
          .default(false)
          .openapi({ description: 'Read posts from BLOG_STAGING_DIR (?staging)' }),
      }),
    ),
  },
  responses: {
    204: { description: 'Preview mode on' },
    400: errorResponse('PREVIEW_STAGING_MISSING: ?staging without BLOG_STAGING_DIR'),
    403: errorResponse('PREVIEW_DISABLED (no PREVIEW_TOKEN configured) or PREVIEW_TOKEN_INVALID'),
  },
});

const stopPreviewRoute = createRoute({
  method: 'delete',
  path: '/api/blog/preview',
  tags: ['Blog'],
  summary: 'Leaves preview mode (clears its cookies)',
  responses: { 204: { description: 'Preview mode off' } },
});

const coverRoute = createRoute({
  method: 'get',
  path: '/api/blog/cover',
  tags: ['Blog'],
  summary: 'A post’s cover (public), drawn by the brand compositor: WebP, 1200 × 800',
  request: { query: slugQuery },
  responses: {
    200: {
      description: 'The cover',
      content: { 'image/webp': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    404: errorResponse('POST_NOT_FOUND'),
  },
});

export interface BlogRoutesDeps {
  source: BlogSource;
  cards: SiteCards;
  /** PREVIEW_TOKEN: unset turns preview mode off. */
  previewToken: string | undefined;
  /** Cookies over HTTPS only when the site is served over HTTPS. */
  secureCookies: boolean;
}

/** The blog's preview API and covers (decision 0047); the published pages themselves are prerendered. */
export function blogRoutes({ source, cards, previewToken, secureCookies }: BlogRoutesDeps) {
  const previewing = (c: Context<AppEnv>) => isPreviewToken(previewToken, getCookie(c, previewCookie));

  async function previewContent(c: Context<AppEnv>): Promise<BlogContent> {
    if (!previewing(c)) throw new AppError('PREVIEW_TOKEN_INVALID');
    c.header('Cache-Control', 'no-store');
    return source.preview(getCookie(c, stagingCookie) === '1');
  }

  function findPost(content: BlogContent, language: Language, slug: string, drafts: boolean) {
    const post = blogSlugPattern.test(slug) ? content.find(language, slug, { drafts }) : undefined;
    if (!post) throw new AppError('POST_NOT_FOUND');
    return post;
  }

  const cookieOptions = { path: '/', sameSite: 'Lax', secure: secureCookies } as const;
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
    .openapi(listRoute, async (c) => {
      const { lang } = c.req.valid('query');
      const posts = (await previewContent(c)).index(lang, { drafts: true });
      return c.json({ language: lang, posts, strings: siteStrings(lang).blog }, 200);
    })
    .openapi(postRoute, async (c) => {
      const { lang, slug } = c.req.valid('query');
      const post = findPost(await previewContent(c), lang, slug, true);
      return c.json({ language: lang, post, strings: siteStrings(lang).blog }, 200);
    })
    .openapi(startPreviewRoute, async (c) => {
      const { token, staging } = c.req.valid('json');
      checkPreviewToken(previewToken, token);
      if (staging && !source.hasStaging) throw new AppError('PREVIEW_STAGING_MISSING');
      // Readable by the page's script: the blog only needs to know that preview mode is on, and
      // the token is no more secret than the link the editor was given (decision 0047).
      setCookie(c, previewCookie, token, { ...cookieOptions, maxAge: previewCookieMaxAgeSeconds });
      if (staging) setCookie(c, stagingCookie, '1', { ...cookieOptions, maxAge: previewCookieMaxAgeSeconds });
      else deleteCookie(c, stagingCookie, cookieOptions);
      return c.body(null, 204);
    })
    .openapi(stopPreviewRoute, (c) => {
      deleteCookie(c, previewCookie, cookieOptions);
      deleteCookie(c, stagingCookie, cookieOptions);
      return c.body(null, 204);
    })
    .openapi(coverRoute, async (c) => {
      const { lang, slug } = c.req.valid('query');
      const drafts = previewing(c);
      const content = drafts
        ? await source.preview(getCookie(c, stagingCookie) === '1')
        : await source.published();
      const post = findPost(content, lang, slug, drafts);
      const strings = siteStrings(lang);
      const bytes = await cards({
        // A long title is cut at its colon: the cover carries the idea, the page the whole title.
        headline: post.title.split(':')[0] ?? post.title,
        subline: strings.blog.categories[post.category],
        callToAction: translator(lang).t('blog.readMore', { ns: 'marketing' }),
        language: lang,
      });
      return c.body(new Uint8Array(bytes), 200, {
        'Content-Type': 'image/webp',
        'Content-Length': String(bytes.byteLength),
        'Cache-Control': drafts ? 'no-store' : cardCacheControl,
        'Cross-Origin-Resource-Policy': 'cross-origin',
      });
    });
}
