import type { BlogContent } from '@brandloom/shared/blog/blog-content';
import { type Language, languages } from '@brandloom/shared/i18n/languages';
import { englishOnlyPages, localizedPages, localizedPath } from '@brandloom/shared/site/site-pages';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char,
  );

interface SitemapPage {
  /** English path. */
  path: string;
  /** The languages it is written in. */
  languages: readonly Language[];
  lastModified?: string;
}

/** Every address of `page`, each with the hreflang alternates of all of them and x-default. */
function urlEntries(origin: string, page: SitemapPage): string[] {
  const alternates = page.languages.map(
    (language) =>
      `    <xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(origin + localizedPath(language, page.path))}"/>`,
  );
  if (page.languages.includes('en')) {
    alternates.push(
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + localizedPath('en', page.path))}"/>`,
    );
  }
  return page.languages.map((language) =>
    [
      '  <url>',
      `    <loc>${escapeXml(origin + localizedPath(language, page.path))}</loc>`,
      ...(page.lastModified ? [`    <lastmod>${page.lastModified}</lastmod>`] : []),
      ...(page.languages.length > 1 ? alternates : []),
      '  </url>',
    ].join('\n'),
  );
}

/** sitemap.xml: every public page and published post, in each of its languages, with hreflang alternates. */
export function sitemapXml(origin: string, blog: BlogContent): string {
  const pages: SitemapPage[] = [
    ...localizedPages.map((path) => ({ path, languages })),
    ...englishOnlyPages.map((path) => ({ path, languages: ['en'] as const })),
  ];
  for (const post of blog.list('en', { drafts: false })) {
    pages.push({ path: `/blog/${post.slug}`, languages: post.languages, lastModified: post.date });
  }
  // Posts written in another language only.
  for (const language of languages.filter((code) => code !== 'en')) {
    for (const post of blog.list(language, { drafts: false })) {
      if (!post.languages.includes('en')) {
        pages.push({ path: `/blog/${post.slug}`, languages: post.languages, lastModified: post.date });
      }
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages.flatMap((page) => urlEntries(origin, page)),
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: the public pages and their cards are for crawlers; the app, sign-in and API are not. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/site/card',
    'Allow: /api/blog/cover',
    'Disallow: /api/',
    'Disallow: /app/',
    'Disallow: /auth/',
    'Disallow: /billing/',
    'Disallow: /dev/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export { escapeXml };
