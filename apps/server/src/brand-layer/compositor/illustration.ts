import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { subjectIndex } from './subject-index.ts';

/**
 * The illustrations: Microsoft's Fluent Emoji Flat (MIT), as the `@iconify-json/fluent-emoji-flat`
 * package ships them (decision 0034). The set's 9 MB JSON is read once, on the first creative
 * without a photo, and only the icons the subject index names are kept.
 */

interface IconifySet {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
}

export interface Illustration {
  /** SVG markup inside a `viewBox="0 0 width height"`. */
  body: string;
  width: number;
  height: number;
}

let illustrations: Map<string, Illustration> | null = null;

function load(): Map<string, Illustration> {
  const path = createRequire(import.meta.url).resolve('@iconify-json/fluent-emoji-flat/icons.json');
  const set = JSON.parse(readFileSync(path, 'utf8')) as IconifySet;
  const kept = new Map<string, Illustration>();
  for (const { icon } of subjectIndex) {
    const found = set.icons[icon];
    if (!found) continue;
    kept.set(icon, {
      body: found.body,
      width: found.width ?? set.width ?? 32,
      height: found.height ?? set.height ?? 32,
    });
  }
  return kept;
}

/** The icon's vector; throws for a name the subject index does not use. */
export function illustration(icon: string): Illustration {
  illustrations ??= load();
  const found = illustrations.get(icon);
  if (!found) throw new Error(`No illustration "${icon}" in the subject index`);
  return found;
}

/**
 * The icon's markup, ready to inline more than once in one SVG: its own ids (a few icons define
 * gradients or clip paths) get `prefix`, so two copies never share one.
 */
export function illustrationBody(icon: string, prefix: string): string {
  return illustration(icon)
    .body.replace(/\bid="([^"]+)"/g, `id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}$1"`);
}

/** The icon's shape in one colour (a shadow, or a sticker's die-cut backing). */
export function silhouetteBody(icon: string, prefix: string, colour: string): string {
  return illustrationBody(icon, prefix).replace(/\b(fill|stroke)="(?!none)[^"]*"/g, `$1="${colour}"`);
}
