import { languages } from '@brandloom/shared/i18n/languages';
import { isUuid } from '@brandloom/shared/ids';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { findPublicCreative } from './explore.repository.ts';

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const pagePath = new RegExp(`^(?:/(${languages.join('|')}))?/explore/([^/]+)/?$`);

/** Whether `path` is a creative's public page (/explore/<id>, /fr/explore/<id>, …). */
export function isExploreCreativePath(path: string): boolean {
  return pagePath.test(path);
}

/**
 * The head tags of a creative's public page, which the web app renders in the browser: crawlers
 * of social networks read no scripts, so the server writes the title, description and Open Graph
 * and Twitter cards into the HTML it answers for that path. Null when the creative is not public
 * (the page is then a 404).
 */
export async function exploreCreativePageHead(
  deps: { db: Database; storage: Storage; publicUrl: string },
  path: string,
): Promise<string | null> {
  const id = pagePath.exec(path)?.[2];
  if (!id || !isUuid(id)) return null;
  const row = await findPublicCreative(deps.db, id);
  if (!row) return null;
  const title = `${row.username ? `@${row.username}` : 'Brandloom'} on Brandloom Explore`;
  const description = row.prompt.length > 200 ? `${row.prompt.slice(0, 199)}…` : row.prompt;
  const image = row.imagePath ? new URL(deps.storage.publicUrl(row.imagePath), deps.publicUrl).href : null;
  const url = new URL(path, deps.publicUrl).href;
  const tags: [string, string, string][] = [
    ['name', 'description', description],
    ['property', 'og:type', 'article'],
    ['property', 'og:site_name', 'Brandloom'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
  ];
  if (image) {
    tags.push(['property', 'og:image', image], ['name', 'twitter:image', image]);
    if (row.width && row.height) {
      tags.push(
        ['property', 'og:image:width', String(row.width)],
        ['property', 'og:image:height', String(row.height)],
      );
    }
  }
  const e = escapeAttribute;
  return [
    `<title>${e(title)}</title>`,
    `<link rel="canonical" href="${e(url)}">`,
    ...tags.map(([kind, key, value]) => `<meta ${kind}="${e(key)}" content="${e(value)}">`),
  ].join('');
}
