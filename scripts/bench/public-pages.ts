import { languages } from '@brandloom/shared/i18n/languages';
import { compareTools, englishOnlyPages, localizedPath } from '@brandloom/shared/site/site-pages';

/**
 * Every public page (decision 0047's site, 0050's landing), weighed by page-weight.ts and painted by
 * first-paint.ts: the home page in English and in one other language, pricing (its plans, volume picker, packs and
 * FAQ, decision 0042), the blog, help and contact, every comparison and the legal pages.
 */
export const publicPages: { name: string; path: string }[] = [
  { name: 'home page', path: '/' },
  { name: 'localized home (de)', path: '/de' },
  { name: 'pricing page', path: '/pricing' },
  { name: 'blog index', path: '/blog' },
  { name: 'blog post', path: '/de/blog/guides/ad-sizes' },
  { name: 'help and contact', path: '/help' },
  ...compareTools.map((tool, index) => ({
    name: `comparison ${tool}`,
    path: localizedPath(languages[index % languages.length] ?? 'en', `/compare/${tool}`),
  })),
  ...englishOnlyPages.map((path) => ({ name: `legal ${path.slice(1)}`, path })),
];
