import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { collectStylesheetFacts, emptyStylesheetFacts } from './stylesheet-facts.ts';
import {
  absoluteUrl,
  fetchWebsitePage,
  limitsOf,
  type WebsiteFetchContext,
  type WebsitePage,
  websiteFailure,
  websiteUrlOf,
} from './website-fetch.ts';
import type { websiteImageSources } from './website-image-sources.ts';

interface WebsiteImage {
  /** Absolute URL; for a srcset, its largest candidate. */
  url: string;
  alt: string | null;
  /** Size hints from the page (attributes, srcset width, og:image:width); null when unknown. */
  width: number | null;
  height: number | null;
  source: (typeof websiteImageSources)[number];
}

export interface WebsiteImageList {
  /** The page read, after redirects. */
  url: string;
  images: WebsiteImage[];
}

const maxImages = 200;
/** Smaller images are icons, spacers and tracking pixels, not pictures worth importing. */
const minSide = 48;
/** Types uploads cannot take; other or unknown extensions (CDN URLs often have none) are listed. */
const notImportable = /\.(svg|gif|ico|bmp|tiff?)$/i;

function dimension(value: string | undefined): number | null {
  const number = Number.parseInt(value ?? '', 10);
  return Number.isFinite(number) && number > 0 ? number : null;
}

/** The largest candidate of a srcset: highest width descriptor, else highest density. */
function largestOfSrcset(srcset: string): { url: string; width: number | null } | null {
  let best: { url: string; width: number | null; rank: number } | null = null;
  // Candidates are "url descriptor" pairs separated by commas; URLs themselves may hold commas
  // only when followed by non-space, which this split keeps together.
  for (const candidate of srcset.split(/,\s+/)) {
    const [url, descriptor = '1x'] = candidate.trim().split(/\s+/);
    if (!url) continue;
    const value = Number.parseFloat(descriptor);
    const isWidth = descriptor.endsWith('w');
    const rank = isWidth ? value : value * 10_000;
    if (!best || rank > best.rank) best = { url, width: isWidth ? value : null, rank };
  }
  return best && { url: best.url, width: best.width };
}

function imageOfImg($: CheerioAPI, element: Element, baseUrl: string): WebsiteImage | null {
  const img = $(element);
  // Lazy-loading scripts keep the real address in data-* attributes.
  const srcset =
    img.attr('srcset') || img.attr('data-srcset') || img.parent('picture').find('source').attr('srcset');
  const largest = srcset ? largestOfSrcset(srcset) : null;
  const src = largest?.url ?? img.attr('data-src') ?? img.attr('src');
  const url = absoluteUrl(src, baseUrl);
  if (!url) return null;
  const [width, height] = [dimension(img.attr('width')), dimension(img.attr('height'))];
  // A srcset width scales the attributes' aspect ratio.
  const scaledHeight =
    largest?.width && width && height ? Math.round((height * largest.width) / width) : null;
  return {
    url,
    alt: img.attr('alt')?.trim() || null,
    width: largest?.width ?? width,
    height: largest?.width ? scaledHeight : height,
    source: 'img',
  };
}

function pageImages({ $, baseUrl }: WebsitePage): WebsiteImage[] {
  const images: WebsiteImage[] = [];
  const ogImage = absoluteUrl($('meta[property="og:image"]').first().attr('content'), baseUrl);
  if (ogImage) {
    images.push({
      url: ogImage,
      alt: $('meta[property="og:image:alt"]').attr('content')?.trim() || null,
      width: dimension($('meta[property="og:image:width"]').attr('content')),
      height: dimension($('meta[property="og:image:height"]').attr('content')),
      source: 'og-image',
    });
  }
  for (const element of $('img').toArray()) {
    const image = imageOfImg($, element, baseUrl);
    if (image) images.push(image);
  }
  const styles = emptyStylesheetFacts();
  for (const element of $('style').toArray()) collectStylesheetFacts(styles, $(element).text(), baseUrl);
  for (const element of $('[style]').toArray()) {
    collectStylesheetFacts(styles, $(element).attr('style') ?? '', baseUrl, 'declarationList');
  }
  for (const url of styles.backgroundImages) {
    images.push({ url, alt: null, width: null, height: null, source: 'css-background' });
  }
  return images;
}

/**
 * The images of a website's page to offer for import into uploads: its Open Graph image, its
 * <img> (largest srcset candidate, lazy-loaded ones too) and the CSS background images on the
 * page; de-duplicated, absolute, without tiny ones and types uploads cannot take. Any failure, a
 * refused address included, is WEBSITE_IMAGES_FAILED.
 */
export async function listWebsiteImages(
  input: string,
  context: WebsiteFetchContext,
): Promise<WebsiteImageList> {
  let page: WebsitePage;
  try {
    page = await fetchWebsitePage(
      websiteUrlOf(input),
      context,
      AbortSignal.timeout(limitsOf(context).scanTimeoutMs),
    );
  } catch (error) {
    throw websiteFailure('WEBSITE_IMAGES_FAILED', input, error, context.logger);
  }
  const seen = new Set<string>();
  const images = pageImages(page).filter((image) => {
    const small = (image.width ?? minSide) < minSide || (image.height ?? minSide) < minSide;
    if (small || notImportable.test(new URL(image.url).pathname) || seen.has(image.url)) return false;
    seen.add(image.url);
    return true;
  });
  return { url: page.url, images: images.slice(0, maxImages) };
}
