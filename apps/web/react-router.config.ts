import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBlogContent } from '@brandloom/shared/blog/blog-content';
import { languages } from '@brandloom/shared/i18n/languages';
import { englishOnlyPages, localizedPages, localizedPath } from '@brandloom/shared/site/site-pages';
import type { Config } from '@react-router/dev/config';

// The blog's Markdown, read by this list and by the blog routes' loaders while prerendering; a
// relative BLOG_CONTENT_DIR is the repository's, as for the server.
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
process.env.BLOG_CONTENT_DIR = resolve(repoRoot, process.env.BLOG_CONTENT_DIR ?? 'content/blog');

/**
 * Public pages are prerendered to HTML (search engines, no loading state): every page of the site
 * in each language and every published post in the languages it is written in (decision 0047).
 * Everything else, /app and drafts included, is served from build/client/__spa-fallback.html.
 */
export default {
  ssr: false,
  async prerender() {
    const blog = await readBlogContent(process.env.BLOG_CONTENT_DIR ?? '');
    return [
      ...languages.map((language) => `/${language}`),
      ...localizedPages.flatMap((path) => languages.map((language) => localizedPath(language, path))),
      ...languages.flatMap((language) =>
        blog.list(language, { drafts: false }).map((post) => localizedPath(language, `/blog/${post.slug}`)),
      ),
      ...englishOnlyPages,
    ];
  },
} satisfies Config;
