import {
  type BrandScanDraft,
  maxBrandColors,
  maxBrandFonts,
  type Scanned,
  type ScannedFont,
  type ScannedLogo,
  type ScanSource,
} from '@brandloom/shared/brands';
import { cssTypes, imageTypes, safeFetch } from '../../lib/safe-fetch/safe-fetch.ts';
import { isNeutral, isSimilarColor, normaliseColor } from './css-colors.ts';
import { logoCandidates } from './logo-candidates.ts';
import { dominantLogoColors } from './logo-colors.ts';
import { scanDescription, scanName, themeColors } from './page-identity.ts';
import { collectStylesheetFacts, emptyStylesheetFacts, type StylesheetFacts } from './stylesheet-facts.ts';
import {
  absoluteUrl,
  fetchOptions,
  fetchWebsitePage,
  limitsOf,
  logFetchFailure,
  type WebsiteFetchContext,
  type WebsitePage,
  websiteFailure,
  websiteUrlOf,
} from './website-fetch.ts';

/** Custom property names that say "this is the brand colour". */
const brandVariableName = /primary|brand|accent|secondary|main|highlight|cta|theme/i;
/** Hosts whose stylesheet URLs name the web fonts they serve; they are read, not fetched. */
const webFontHosts = new Set(['fonts.googleapis.com', 'fonts.bunny.net']);
const maxScannedLogos = 8;

/**
 * Scans a brand's website into a draft for the user to review: name, description, colours,
 * fonts and logo candidates, each with where it came from. Reads the page, up to a few of its
 * stylesheets and its likely logo, all through the safe fetch; nothing is stored. Any failure,
 * a refused address included, is BRAND_SCAN_FAILED.
 */
export async function scanWebsite(input: string, context: WebsiteFetchContext): Promise<BrandScanDraft> {
  const limits = limitsOf(context);
  const signal = AbortSignal.timeout(limits.scanTimeoutMs);
  let page: WebsitePage;
  try {
    page = await fetchWebsitePage(websiteUrlOf(input), context, signal);
  } catch (error) {
    throw websiteFailure('BRAND_SCAN_FAILED', input, error, context.logger);
  }
  const { $, baseUrl } = page;

  const sheets = await readStylesheets(page, context, signal);
  const logos = logoCandidates($, baseUrl).slice(0, maxScannedLogos);
  const logoColors = await colorsOfLikeliestLogo(logos, context, signal);

  return {
    url: page.url,
    name: scanName($),
    description: scanDescription($),
    colors: rankColors(themeColors($), sheets, logoColors),
    fonts: rankFonts(webFontLinks(page, sheets), sheets),
    logos,
  };
}

interface Sheet {
  /** Where the CSS came from: a stylesheet URL, "<style>" or "style attributes". */
  origin: string;
  facts: StylesheetFacts;
}

/** The page's own CSS: <style> blocks, style attributes and the first linked stylesheets. */
async function readStylesheets(
  page: WebsitePage,
  context: WebsiteFetchContext,
  signal: AbortSignal,
): Promise<Sheet[]> {
  const { $, baseUrl } = page;
  const sheets: Sheet[] = [];
  const inline = emptyStylesheetFacts();
  for (const element of $('style').toArray()) collectStylesheetFacts(inline, $(element).text(), baseUrl);
  sheets.push({ origin: '<style>', facts: inline });
  const attributes = emptyStylesheetFacts();
  for (const element of $('[style]').toArray()) {
    collectStylesheetFacts(attributes, $(element).attr('style') ?? '', baseUrl, 'declarationList');
  }
  sheets.push({ origin: 'style attributes', facts: attributes });

  const limits = limitsOf(context);
  const links = $('link[rel~="stylesheet"][href]')
    .toArray()
    .filter((element) => !/^print$/i.test($(element).attr('media') ?? ''))
    .map((element) => absoluteUrl($(element).attr('href'), baseUrl))
    .filter((url): url is string => url !== null && !webFontHosts.has(new URL(url).hostname))
    .slice(0, limits.maxStylesheets);
  const fetched = await Promise.all(
    links.map(async (url) => {
      try {
        const response = await safeFetch(
          url,
          fetchOptions(context, cssTypes, limits.stylesheetMaxBytes, signal),
        );
        const facts = emptyStylesheetFacts();
        collectStylesheetFacts(facts, response.body.toString('utf8'), response.url);
        return { origin: response.url, facts };
      } catch (error) {
        // A stylesheet that cannot be read leaves the scan with less, not failed.
        logFetchFailure(url, error, context.logger);
        return null;
      }
    }),
  );
  return [...sheets, ...fetched.filter((sheet): sheet is Sheet => sheet !== null)];
}

/** Dominant colours of the first logo that is not the Open Graph image (a photo, mostly). */
async function colorsOfLikeliestLogo(
  logos: Scanned<ScannedLogo>[],
  context: WebsiteFetchContext,
  signal: AbortSignal,
): Promise<{ colors: string[]; source: ScanSource } | null> {
  const logo = logos.find((candidate) => candidate.source.kind !== 'og-image');
  if (!logo) return null;
  const detail = logo.value.url ?? logo.source.detail ?? 'inline SVG';
  let image: Buffer;
  if (logo.value.svg) {
    image = Buffer.from(logo.value.svg);
  } else if (logo.value.url) {
    try {
      const limits = limitsOf(context);
      const response = await safeFetch(
        logo.value.url,
        fetchOptions(context, imageTypes, limits.logoMaxBytes, signal),
      );
      image = response.body;
    } catch (error) {
      logFetchFailure(logo.value.url, error, context.logger);
      return null;
    }
  } else {
    return null;
  }
  return { colors: await dominantLogoColors(image), source: { kind: 'logo-colors', detail } };
}

interface ColorCandidate {
  score: number;
  best: number;
  source: ScanSource;
}

/**
 * Brand colours, likeliest first: the declared theme colour, colour variables (more so with a
 * brand-like name and many uses), the logo's colours, then the colours the CSS paints most.
 * Greys, black and white come after the colours, and from mere frequency only when the site has
 * nothing else.
 */
function rankColors(
  themes: string[],
  sheets: Sheet[],
  logoColors: { colors: string[]; source: ScanSource } | null,
): Scanned<string>[] {
  const candidates = new Map<string, ColorCandidate>();
  const add = (text: string, score: number, source: ScanSource) => {
    const normalised = normaliseColor(text);
    if (!normalised) return;
    // A near-identical colour already found stands for this one.
    const hex = [...candidates.keys()].find((known) => isSimilarColor(known, normalised)) ?? normalised;
    const existing = candidates.get(hex);
    if (!existing) candidates.set(hex, { score, best: score, source });
    else {
      existing.score += score;
      if (score > existing.best) Object.assign(existing, { best: score, source });
    }
  };

  for (const theme of themes) add(theme, 1000, { kind: 'theme-color' });

  const variableUses = new Map<string, number>();
  for (const { facts } of sheets) {
    for (const [name, count] of facts.variableUses)
      variableUses.set(name, (variableUses.get(name) ?? 0) + count);
  }
  for (const { facts } of sheets) {
    for (const [name, hex] of facts.colorVariables) {
      const uses = Math.min(variableUses.get(name) ?? 0, 15);
      add(hex, 200 + (brandVariableName.test(name) ? 300 : 0) + uses * 20, {
        kind: 'css-variable',
        detail: name,
      });
    }
  }

  logoColors?.colors.forEach((hex, rank) => {
    add(hex, 600 - rank * 150, logoColors.source);
  });

  const weights = new Map<string, number>();
  for (const { facts } of sheets) {
    for (const [hex, weight] of facts.colorWeights) weights.set(hex, (weights.get(hex) ?? 0) + weight);
  }
  const heaviest = Math.max(1, ...weights.values());
  const frequent = [...weights].sort((a, b) => b[1] - a[1]);
  const hasColor = [...candidates.keys(), ...weights.keys()].some((hex) => !isNeutral(hex));
  for (const [hex, weight] of frequent) {
    if (isNeutral(hex) && hasColor && !candidates.has(hex)) continue;
    add(hex, Math.round((250 * weight) / heaviest), { kind: 'css-frequency', detail: `weight ${weight}` });
  }

  const ranked = [...candidates].sort((a, b) => b[1].score - a[1].score);
  const ordered = [...ranked.filter(([hex]) => !isNeutral(hex)), ...ranked.filter(([hex]) => isNeutral(hex))];
  return ordered.slice(0, maxBrandColors).map(([value, { source }]) => ({ value, source }));
}

interface WebFontLink {
  family: string;
  url: string;
}

/** Families named in Google Fonts (or Bunny Fonts) stylesheet URLs: `family=Playfair+Display:wght@700`. */
function familiesOfWebFontUrl(url: string): string[] {
  const parsed = new URL(url);
  if (!webFontHosts.has(parsed.hostname)) return [];
  return parsed.searchParams
    .getAll('family')
    .flatMap((value) => value.split('|'))
    .map((value) => value.split(':')[0]?.trim() ?? '')
    .filter(Boolean);
}

/** Web-font stylesheets linked from the page or @imported by its CSS. */
function webFontLinks(page: WebsitePage, sheets: Sheet[]): WebFontLink[] {
  const { $, baseUrl } = page;
  const urls = [
    ...$('link[href]')
      .toArray()
      .map((element) => absoluteUrl($(element).attr('href'), baseUrl)),
    ...sheets.flatMap((sheet) => sheet.facts.imports),
  ].filter((url): url is string => url !== null);
  return urls.flatMap((url) => familiesOfWebFontUrl(url).map((family) => ({ family, url })));
}

/**
 * Font families, most used first: those the CSS declares (first of each stack), with the web
 * font or @font-face file that loads them when there is one; loaded fonts nobody declares last.
 */
function rankFonts(links: WebFontLink[], sheets: Sheet[]): Scanned<ScannedFont>[] {
  const fonts = new Map<string, { font: Scanned<ScannedFont>; uses: number }>();
  const keyOf = (family: string) => family.toLowerCase();
  for (const link of links) {
    if (fonts.has(keyOf(link.family))) continue;
    fonts.set(keyOf(link.family), {
      font: {
        value: { family: link.family, url: link.url },
        source: { kind: 'web-font-link', detail: link.url },
      },
      uses: 0,
    });
  }
  for (const { origin, facts } of sheets) {
    for (const face of facts.fontFaces) {
      if (fonts.has(keyOf(face.family))) continue;
      fonts.set(keyOf(face.family), {
        font: {
          value: { family: face.family, url: face.url },
          source: { kind: 'font-face', detail: origin },
        },
        uses: 0,
      });
    }
  }
  for (const { origin, facts } of sheets) {
    for (const [family, count] of facts.fontFamilies) {
      const known = fonts.get(keyOf(family));
      if (known) known.uses += count;
      else {
        fonts.set(keyOf(family), {
          font: { value: { family, url: null }, source: { kind: 'font-family', detail: origin } },
          uses: count,
        });
      }
    }
  }
  return [...fonts.values()]
    .sort((a, b) => b.uses - a.uses)
    .slice(0, maxBrandFonts)
    .map(({ font }) => font);
}
