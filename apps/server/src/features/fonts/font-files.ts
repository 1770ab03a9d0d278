import { createRequire } from 'node:module';
import { type FontWeight, findCatalogFont } from '@brandloom/shared/font-catalog';

const require = createRequire(import.meta.url);

export type FontFileFormat = 'woff2' | 'woff';

/**
 * The file on disk of a catalogue font (latin subset) in one weight, from its @fontsource package:
 * the API serves the WOFF2, and the compositor can read either (satori takes WOFF, not WOFF2).
 * Null for an id or weight the catalogue does not have.
 */
export function catalogFontFile(id: string, weight: number, format: FontFileFormat = 'woff2'): string | null {
  const font = findCatalogFont(id);
  if (!font?.weights.includes(weight as FontWeight)) return null;
  return require.resolve(`@fontsource/${font.id}/files/${font.id}-latin-${weight}-normal.${format}`);
}
