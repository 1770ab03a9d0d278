import type { Scanned, ScannedLogo } from '@brandloom/shared/brands';
import { type Cheerio, type CheerioAPI, load } from 'cheerio';
import type { Element } from 'domhandler';
import { absoluteUrl } from './website-fetch.ts';

const logoMarker = /logo|brand/i;
/** Inline SVGs past this size are illustrations, not logos. */
const maxInlineSvgLength = 100_000;

const typesByExtension: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  ico: 'image/x-icon',
};

function contentTypeOf(url: string, declared: string | undefined): string | null {
  if (declared?.startsWith('image/')) return declared.toLowerCase();
  const extension = /\.([a-z0-9]+)$/i.exec(new URL(url).pathname)?.[1]?.toLowerCase();
  return (extension && typesByExtension[extension]) || null;
}

function marked(element: Cheerio<Element>): boolean {
  return ['class', 'id', 'aria-label', 'alt', 'title'].some((name) =>
    logoMarker.test(element.attr(name) ?? ''),
  );
}

/** Marked itself, or within two levels of an element marked as the logo or brand. */
function markedAsLogo(element: Cheerio<Element>): boolean {
  return marked(element) || marked(element.parent()) || marked(element.parent().parent());
}

/** Inside the page header, in a link to the home page: where sites put their logo. */
function isHeaderHomeLink(element: Cheerio<Element>, baseUrl: string): boolean {
  if (element.closest('header, [role="banner"]').length === 0) return false;
  const href = absoluteUrl(element.closest('a[href]').attr('href'), baseUrl);
  if (href === null) return false;
  const target = new URL(href);
  const base = new URL(baseUrl);
  const home = target.pathname === '/' || target.pathname === base.pathname.replace(/[^/]*$/, '');
  return home && target.origin === base.origin && !target.hash;
}

/**
 * An inline SVG fit to keep and show: no scripts, event handlers, foreign content or outside
 * references, and with its namespace so it stands alone as a file.
 */
function sanitiseSvg(markup: string): string {
  const $ = load(markup, { xml: true });
  $('script, foreignObject, iframe').remove();
  $('style').each((_, style) => {
    if (/@import|url\(\s*['"]?(?!#)/i.test($(style).text())) $(style).remove();
  });
  $('*').each((_, element) => {
    if (!('attribs' in element)) return;
    for (const name of Object.keys(element.attribs)) {
      const value = element.attribs[name] ?? '';
      const outsideReference = /(^|:)href$/i.test(name) && !value.trim().startsWith('#');
      if (/^on/i.test(name) || outsideReference || /url\(\s*['"]?(?!#)/i.test(value))
        $(element).removeAttr(name);
    }
  });
  const svg = $('svg').first();
  svg.attr('xmlns', 'http://www.w3.org/2000/svg');
  if (!svg.attr('width') && !svg.attr('viewBox')) svg.attr('width', '256');
  return $.xml(svg);
}

/**
 * Logo and icon candidates, most likely logo first: inline SVGs and images marked as logo or
 * linking home from the header, touch icons, favicons, then the Open Graph image.
 */
export function logoCandidates($: CheerioAPI, baseUrl: string): Scanned<ScannedLogo>[] {
  const candidates: Scanned<ScannedLogo>[] = [];
  const seen = new Set<string>();
  const addUrl = (
    kind: ScannedLogo['kind'],
    href: string | undefined,
    declaredType: string | undefined,
    source: Scanned<ScannedLogo>['source'],
  ) => {
    const url = absoluteUrl(href, baseUrl);
    if (!url || seen.has(url)) return;
    seen.add(url);
    candidates.push({
      value: { kind, url, svg: null, contentType: contentTypeOf(url, declaredType) },
      source,
    });
  };

  for (const element of $('svg').toArray()) {
    const svg = $(element);
    if (svg.parents('svg').length > 0) continue;
    if (!markedAsLogo(svg) && !isHeaderHomeLink(svg, baseUrl)) continue;
    const markup = $.html(svg);
    if (markup.length > maxInlineSvgLength) continue;
    const label = svg.attr('aria-label') ?? svg.closest('[aria-label]').attr('aria-label');
    candidates.push({
      value: { kind: 'logo', url: null, svg: sanitiseSvg(markup), contentType: 'image/svg+xml' },
      source: { kind: 'inline-svg', ...(label && { detail: label }) },
    });
  }

  for (const element of $('img').toArray()) {
    const img = $(element);
    const src = img.attr('src');
    if (!src || src.startsWith('data:')) continue;
    if (!markedAsLogo(img) && !logoMarker.test(src) && !isHeaderHomeLink(img, baseUrl)) continue;
    addUrl('logo', src, undefined, { kind: 'img-logo', detail: img.attr('alt') || src });
  }

  const sizeOf = (element: Element) => Number.parseInt($(element).attr('sizes') ?? '0', 10) || 0;
  const touchIcons = $('link[rel~="apple-touch-icon"], link[rel~="apple-touch-icon-precomposed"]')
    .toArray()
    .sort((a, b) => sizeOf(b) - sizeOf(a));
  for (const element of touchIcons) {
    addUrl('icon', $(element).attr('href'), $(element).attr('type'), {
      kind: 'touch-icon',
      detail: $(element).attr('sizes') || $(element).attr('href') || '',
    });
  }
  const icons = $('link[rel~="icon"]')
    .toArray()
    .sort((a, b) => sizeOf(b) - sizeOf(a));
  for (const element of icons) {
    addUrl('icon', $(element).attr('href'), $(element).attr('type'), {
      kind: 'favicon',
      detail: $(element).attr('href') ?? '',
    });
  }

  const ogImage = $('meta[property="og:image"], meta[property="og:image:url"]').first().attr('content');
  addUrl('logo', ogImage, undefined, { kind: 'og-image' });
  return candidates;
}
