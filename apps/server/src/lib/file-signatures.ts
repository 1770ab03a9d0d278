/**
 * What a file really is, from its first bytes ("magic numbers") rather than its name or the type
 * the browser claimed. Callers still parse the whole file before trusting it.
 */

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** PNG or WebP from their signatures; null for anything else (SVG is text: see `looksLikeSvg`). */
export function rasterImageType(bytes: Uint8Array): 'image/png' | 'image/webp' | null {
  if (startsWith(bytes, png)) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** True when the text's first element is `<svg` (after an XML declaration, comments or a doctype). */
export function looksLikeSvg(text: string): boolean {
  const prolog =
    /^(?:\uFEFF)?\s*(?:<\?xml[^>]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE[^[>]*(?:\[[\s\S]*?\])?\s*>)\s*)*/i;
  return /^<svg[\s>/]/i.test(text.replace(prolog, ''));
}

export const fontContentTypes = {
  ttf: 'font/ttf',
  otf: 'font/otf',
  woff: 'font/woff',
  woff2: 'font/woff2',
} as const;
export type FontFormat = keyof typeof fontContentTypes;

/** The font format from the sfnt/WOFF signature; null for anything else. */
export function fontFormat(bytes: Uint8Array): FontFormat | null {
  if (startsWith(bytes, [0x00, 0x01, 0x00, 0x00]) || startsWith(bytes, ascii('true'))) return 'ttf';
  if (startsWith(bytes, ascii('OTTO'))) return 'otf';
  if (startsWith(bytes, ascii('wOFF'))) return 'woff';
  if (startsWith(bytes, ascii('wOF2'))) return 'woff2';
  return null;
}
