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
 * replaces with PUBLIC_URL (features/web); in the browser it is the page's own origin.
 */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? publicOriginPlaceholder : window.location.origin;
}

/** Title, description, canonical and hreflang links, social cards (drawn by the compositor) and JSON-LD. */
export function pageMeta({
  title,
  description,
  language,
  path,
  languages: available = languages,
  type = 'website',
  jsonLd = [],
}: PageSeo): MetaDescriptor[] {
  const origin = siteOrigin();
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
      ? [{ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: origin + localizedPath('en', path) }]
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

/** The publisher named in structured data. */
export function organizationLd(): object {
  const origin = siteOrigin();
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Brandloom',
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
  };
}
