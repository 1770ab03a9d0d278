import { type Language, languages } from '@brandloom/shared/i18n/languages';
import { localizedPath, publicOriginPlaceholder } from '@brandloom/shared/site/site-pages';
import type { MetaDescriptor } from 'react-router';

export interface PageSeo {
  title: string;
  description: string;
  language: Language;
  /** The page's English path ("/help", "/blog/guides/ad-sizes"); each language's address is derived from it. */
  path: string;
  /** The languages the page exists in (hreflang alternates); all four unless said. */
  languages?: readonly Language[];
  type?: 'website' | 'article';
  /** Structured data (schema.org objects) for search engines. */
  jsonLd?: readonly object[];
}

/**
 * The public address. The prerender does not know it, so it writes a placeholder the server
 * replaces with PUBLIC_URL in the HTML and data files it serves (features/web).
 */
const origin = publicOriginPlaceholder;

/**
 * Title, description, canonical and hreflang links, social cards (drawn by the compositor) and
 * JSON-LD. Called by the public routes' loaders, which run only while prerendering: the route's
 * `meta` returns what the loader made, so none of this is in the browser's scripts (0005).
 */
export function seoMeta({
  title,
  description,
  language,
  path,
  languages: available = languages,
  type = 'website',
  jsonLd = [],
}: PageSeo): MetaDescriptor[] {
  const url = origin + localizedPath(language, path);
  const image = `${origin}/api/site/card?path=${encodeURIComponent(localizedPath(language, path))}`;
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...available.map((code) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: code,
      href: origin + localizedPath(code, path),
    })),
    ...(available.includes('en')
      ? [
          {
            tagName: 'link',
            rel: 'alternate',
            hrefLang: 'x-default',
            href: origin + localizedPath('en', path),
          },
        ]
      : []),
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: type },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: language },
    { property: 'og:site_name', content: 'Brandloom' },
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    ...jsonLd.map((data) => ({ 'script:ld+json': data })),
  ];
}

/** An address of the site as the prerender writes it (the server fills in PUBLIC_URL). */
export function absoluteUrl(path: string): string {
  return origin + path;
}

/** The publisher named in structured data. */
export function organizationLd(): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Brandloom',
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
  };
}
