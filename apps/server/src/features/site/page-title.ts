import type { BlogContent } from '@brandloom/shared/blog/blog-content';
import type { Language } from '@brandloom/shared/i18n/languages';
import { isComparedTool } from '@brandloom/shared/site/compare-sources';
import { compareToolNames, pageOfPath } from '@brandloom/shared/site/site-pages';
import { fill, siteStrings } from '@brandloom/shared/site/site-strings';
import { translator } from '../../lib/translate.ts';

export interface PageTitle {
  language: Language;
  /** What the card says in large type: the title without the site's name. */
  headline: string;
}

const withoutSiteName = (title: string) => title.replace(/\s+·\s+Brandloom$/, '');

/** The title of a public page by its address ("/de/help"), for its social card; null for no such page. */
export function pageTitle(address: string, blog: BlogContent): PageTitle | null {
  const { language, path } = pageOfPath(address);
  const site = siteStrings(language);
  const marketing = (key: string) => translator(language).t(key, { ns: 'marketing' });
  const headline = (() => {
    if (path === '/') return marketing('meta.homeTitle');
    if (path === '/blog') return 'Blog';
    if (path === '/help') return site.help.title;
    if (path === '/terms' && language === 'en') return marketing('meta.termsTitle');
    if (path === '/privacy' && language === 'en') return marketing('meta.privacyTitle');
    const tool = /^\/compare\/([\w-]+)$/.exec(path)?.[1];
    if (tool === 'ai-ad-generators') return site.compare.generators.title;
    if (isComparedTool(tool)) return fill(site.compare.title, { tool: compareToolNames[tool] });
    const slug = /^\/blog\/(.+)$/.exec(path)?.[1];
    return slug ? blog.find(language, slug, { drafts: false })?.title : undefined;
  })();
  return headline
    ? { language, headline: withoutSiteName(headline).split(/[:—]/)[0]?.trim() ?? headline }
    : null;
}
