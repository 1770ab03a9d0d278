import type { Scanned } from '@brandloom/shared/brands';
import type { CheerioAPI } from 'cheerio';

const maxDescriptionLength = 600;

/** Title parts that name the page, not the brand ("Home | Acme"). */
const genericTitleParts = /^(home|homepage|home page|welcome|start|startseite|accueil|inicio|index)$/i;

function metaContent($: CheerioAPI, selector: string): string | null {
  const value = $(selector).first().attr('content')?.replace(/\s+/g, ' ').trim();
  return value ? value : null;
}

/** "Acme | Fresh coffee since 1999" → "Acme"; "Home – Acme" → "Acme". */
function brandNameFromTitle(title: string): string | null {
  const parts = title
    .split(/\s+[|–—·•:»-]\s+/)
    .map((part) => part.trim())
    .filter(Boolean);
  const named = parts.filter((part) => !genericTitleParts.test(part));
  return named[0] ?? null;
}

/** The brand's name: the site name it declares, else its title without the tagline. */
export function scanName($: CheerioAPI): Scanned<string> | null {
  const siteName = metaContent($, 'meta[property="og:site_name"]');
  if (siteName) return { value: siteName, source: { kind: 'og-site-name' } };
  const applicationName = metaContent($, 'meta[name="application-name"]');
  if (applicationName) return { value: applicationName, source: { kind: 'application-name' } };
  const title = $('title').first().text().replace(/\s+/g, ' ').trim();
  const name = title ? brandNameFromTitle(title) : null;
  return name ? { value: name, source: { kind: 'title', detail: title } } : null;
}

function shortened(text: string): string {
  if (text.length <= maxDescriptionLength) return text;
  const cut = text.slice(0, maxDescriptionLength);
  return `${cut.slice(0, cut.lastIndexOf(' ')).trim()}…`;
}

/** The opening paragraphs of the main content, for pages with no description. */
function mainText($: CheerioAPI): Scanned<string> | null {
  const container = $('main').length > 0 ? 'main' : $('article').length > 0 ? 'article' : 'body';
  const paragraphs = $(`${container} p`)
    .toArray()
    .map((element) => $(element).text().replace(/\s+/g, ' ').trim())
    .filter((text) => text.length >= 40);
  if (paragraphs.length === 0) return null;
  return {
    value: shortened(paragraphs.slice(0, 3).join(' ')),
    source: { kind: 'main-text', detail: container },
  };
}

/** What the brand is: its meta or Open Graph description, else its main text. */
export function scanDescription($: CheerioAPI): Scanned<string> | null {
  const description = metaContent($, 'meta[name="description"]');
  if (description) return { value: shortened(description), source: { kind: 'meta-description' } };
  const ogDescription = metaContent($, 'meta[property="og:description"]');
  if (ogDescription) return { value: shortened(ogDescription), source: { kind: 'og-description' } };
  return mainText($);
}

/** `<meta name="theme-color">` values (there may be one per colour scheme). */
export function themeColors($: CheerioAPI): string[] {
  return $('meta[name="theme-color"]')
    .toArray()
    .map((element) => $(element).attr('content') ?? '')
    .filter(Boolean);
}
