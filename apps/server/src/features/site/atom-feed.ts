import { blogPath } from '@brandloom/shared/blog/blog';
import type { BlogContent } from '@brandloom/shared/blog/blog-content';
import type { Language } from '@brandloom/shared/i18n/languages';
import { siteStrings } from '@brandloom/shared/site/site-strings';
import { escapeXml } from './sitemap.ts';

/** Posts in a feed: the newest; older ones stay on the blog. */
const feedSize = 20;

/** The blog of `language` as an Atom feed (RFC 4287): its posts, and English ones not yet translated. */
export function atomFeed(origin: string, blog: BlogContent, language: Language): string {
  const posts = blog.index(language, { drafts: false }).slice(0, feedSize);
  const feedUrl = `${origin}${blogPath(language)}/feed.xml`;
  const updated = posts.reduce((latest, post) => (post.date > latest ? post.date : latest), '1970-01-01');
  const entries = posts.map((post) => {
    const url = origin + blogPath(post.language, post.slug);
    return [
      `  <entry xml:lang="${post.language}">`,
      `    <id>${escapeXml(url)}</id>`,
      `    <title>${escapeXml(post.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <published>${post.date}T00:00:00Z</published>`,
      `    <updated>${post.date}T00:00:00Z</updated>`,
      `    <author><name>${escapeXml(post.author)}</name></author>`,
      `    <category term="${post.category}" label="${escapeXml(siteStrings(language).blog.categories[post.category])}"/>`,
      `    <summary>${escapeXml(post.description)}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${language}">`,
    `  <id>${escapeXml(feedUrl)}</id>`,
    `  <title>${escapeXml(siteStrings(language).meta.feedTitle)}</title>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feedUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(origin + blogPath(language))}"/>`,
    `  <updated>${updated}T00:00:00Z</updated>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
