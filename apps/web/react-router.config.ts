import { languages } from '@brandloom/shared/i18n/languages';
import type { Config } from '@react-router/dev/config';
import { postPath, posts } from './app/features/blog/posts';

/**
 * Public pages are prerendered to HTML (search engines, no loading state); everything else, /app
 * included, is served by the server from build/client/__spa-fallback.html.
 */
export default {
  ssr: false,
  prerender: [
    '/',
    ...languages.map((language) => `/${language}`),
    '/pricing',
    ...languages.map((language) => `/${language}/pricing`),
    '/blog',
    ...posts.map(postPath),
    '/terms',
    '/privacy',
  ],
} satisfies Config;
