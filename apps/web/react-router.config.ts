import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
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
/**
 * Every page downloads the route manifest: one entry per route, and each entry's `imports`, the
 * chunks its module imports, was half of it (1.3 of 2.7 KB gzipped, growing with every route).
 * In the browser those lists only name `modulepreload` links: for the hydrating page (the
 * prerendered HTML already carries them) and for `<Link prefetch>`, which the app does not use; a
 * route's module fetches its imports itself when a navigation loads it. The prerender has already
 * read the full manifest from the server build, so the browser's copy drops them (decision 0060).
 * React Router refuses lazy route discovery, which would fetch entries per navigation, with
 * `ssr: false`.
 */
async function trimBrowserManifest(clientDirectory: string): Promise<void> {
  const assets = join(clientDirectory, 'assets');
  const prefix = 'window.__reactRouterManifest=';
  for (const file of await readdir(assets)) {
    if (!/^manifest-\w+\.js$/.test(file)) continue;
    const source = await readFile(join(assets, file), 'utf8');
    if (!source.startsWith(prefix)) throw new Error(`${file} is not React Router's browser manifest`);
    const manifest = JSON.parse(source.slice(prefix.length).replace(/;\s*$/, ''));
    for (const route of Object.values<{ imports?: string[] }>(manifest.routes)) delete route.imports;
    await writeFile(join(assets, file), `${prefix}${JSON.stringify(manifest)};`);
  }
}

export default {
  ssr: false,
  async buildEnd({ reactRouterConfig }) {
    await trimBrowserManifest(join(reactRouterConfig.buildDirectory, 'client'));
  },
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
