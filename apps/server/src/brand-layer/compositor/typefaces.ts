import { createRequire } from 'node:module';
import { fontCatalog } from '@brandloom/shared/font-catalog';
import type { LayerFont } from '@brandloom/shared/layers';
import { fontCategory } from '@brandloom/shared/styles';
import type * as Fontkit from 'fontkit';
import type { FontFace } from '../../adapters/image-provider/image-provider.ts';
import { fontkit } from '../../lib/fontkit.ts';

/**
 * Fonts for the compositor. Text is shaped with fontkit (kerning, ligatures; TTF, OTF, WOFF and
 * WOFF2 alike) and drawn as SVG paths, so what we measure is exactly what is painted and the SVG
 * renderer needs no fonts of its own. A character the chosen font lacks, or a font file that cannot
 * be read, falls back to Inter.
 */

/** A font chain: the first font that has a character draws it. */
export interface Typeface {
  fonts: Fontkit.Font[];
  /** The file it was opened from, as a layer document names it (layer-document.ts). */
  source: LayerFont;
}

export type Weight = 400 | 500 | 600 | 700 | 800;

const requireFromHere = createRequire(import.meta.url);
const resolvedFiles = new Map<string, string>();

/**
 * A package's font file on disk. Resolved once per name: Node's resolution stats the file system
 * each time, and a creative asks for its faces several times (~2 ms of a render's main thread).
 */
function resolvePackagedFile(specifier: string): string {
  const known = resolvedFiles.get(specifier);
  if (known) return known;
  const path = requireFromHere.resolve(specifier);
  resolvedFiles.set(specifier, path);
  return path;
}

/** Open-licensed faces shipped in @fontsource packages, used when a brand has no fonts. */
const bundledFamilies = {
  sans: { package: '@fontsource/inter', file: 'inter' },
  display: { package: '@fontsource/poppins', file: 'poppins' },
  serif: { package: '@fontsource/playfair-display', file: 'playfair-display' },
} as const;

/** Every bundled family ships these weights, upright and italic. */
const bundledWeights: Weight[] = [400, 500, 600, 700, 800];

export type BundledFamily = keyof typeof bundledFamilies;

/** The file of a bundled family (latin subset: every character of en, de, fr and es). */
function bundledFontPath(family: BundledFamily, weight: Weight, style: 'normal' | 'italic' = 'normal') {
  const { package: packageName, file } = bundledFamilies[family];
  return resolvePackagedFile(`${packageName}/files/${file}-latin-${weight}-${style}.woff2`);
}

/** A bundled family described as the brand's fonts are, so both go through one path. */
export function bundledFontFace(family: BundledFamily): FontFace {
  return {
    family: bundledFamilies[family].file,
    files: (['normal', 'italic'] as const).flatMap((style) =>
      bundledWeights.map((weight) => ({ weight, style, path: bundledFontPath(family, weight, style) })),
    ),
  };
}

/**
 * Shipped stand-ins for the style fonts we do not ship (decision 0035): the nearest catalogue face
 * in shape, and per kind for families a custom style names that we do not know.
 */
const nearestShippedFont: Record<string, string> = {
  righteous: 'rubik',
  orbitron: 'space-grotesk',
  rajdhani: 'oswald',
  fredoka: 'nunito',
  quicksand: 'nunito',
  karla: 'work-sans',
  'ibm plex sans': 'source-sans-3',
  'cormorant garamond': 'eb-garamond',
  fraunces: 'merriweather',
};
const nearestShippedOfKind = {
  sans: null,
  serif: 'playfair-display',
  display: 'oswald',
  rounded: 'nunito',
  mono: 'space-mono',
} as const;

/** A style's font family as a shipped face: itself when the catalogue has it, else its nearest. */
export function styleFontFace(family: string | undefined): FontFace | null {
  if (!family) return null;
  const name = family.trim().toLowerCase();
  const id =
    fontCatalog.find((font) => font.family.toLowerCase() === name)?.id ??
    nearestShippedFont[name] ??
    nearestShippedOfKind[fontCategory(family)];
  const bundled = Object.entries(bundledFamilies).find(([, shipped]) => shipped.file === id);
  // Bundled faces ship every weight and italics: a serif style's italic headline needs them.
  if (bundled) return bundledFontFace(bundled[0] as BundledFamily);
  const font = fontCatalog.find((candidate) => candidate.id === id);
  if (!font) return null;
  return {
    family: font.family,
    files: font.weights.map((weight) => ({
      weight,
      style: 'normal' as const,
      path: resolvePackagedFile(`@fontsource/${font.id}/files/${font.id}-latin-${weight}-normal.woff2`),
    })),
  };
}

const openedFonts = new Map<string, Fontkit.Font>();

function openFont(path: string): Fontkit.Font {
  const cached = openedFonts.get(path);
  if (cached) return cached;
  const opened = fontkit().openSync(path);
  // A collection (.ttc) holds several fonts: its first is the regular one.
  const font = 'fonts' in opened ? opened.fonts[0] : opened;
  if (!font) throw new Error(`No font in ${path}`);
  openedFonts.set(path, font);
  return font;
}

/** The face's file nearest to the wanted weight, preferring the wanted style. */
function nearestFile(face: FontFace, weight: Weight, style: 'normal' | 'italic') {
  const ranked = [...face.files].sort(
    (a, b) =>
      Number(a.style !== style) - Number(b.style !== style) ||
      Math.abs(a.weight - weight) - Math.abs(b.weight - weight) ||
      b.weight - a.weight,
  );
  return ranked[0];
}

/**
 * Typefaces made so far, by their files: the same object each time, so what is measured and shaped
 * with it stays cached from creative to creative.
 */
const typefaces = new Map<string, Typeface>();

/** Opens the face at a weight, with Inter behind it for characters it lacks. */
export function loadTypeface(
  face: FontFace | null,
  weight: Weight,
  style: 'normal' | 'italic' = 'normal',
): Typeface {
  const file = face ? nearestFile(face, weight, style) : undefined;
  const fallbackPath = bundledFontPath('sans', weight);
  const key = `${file?.path ?? ''}|${fallbackPath}`;
  const known = typefaces.get(key);
  if (known) return known;
  const opened = file ? openReadable(file.path) : [];
  const source: LayerFont = {
    family: face?.family ?? '',
    path: portablePath(file?.path ?? ''),
    weight,
    style,
  };
  const typeface = { fonts: [...opened, openFont(fallbackPath)], source };
  // A file that could not be read is tried again next time.
  if (!file || opened.length > 0) remember(typefaces, key, typeface, typefacesKept);
  return typeface;
}

/**
 * A font file's path as a document keeps it: a package's file by its package path (node_modules
 * moves between installs), anything else (an uploaded font's local copy) as it is.
 */
function portablePath(path: string): string {
  const packaged = path.lastIndexOf('/node_modules/');
  return packaged < 0 ? path : path.slice(packaged + '/node_modules/'.length);
}

function resolvePortablePath(path: string): string {
  if (path === '' || path.startsWith('/')) return path;
  try {
    return resolvePackagedFile(path);
  } catch {
    return path;
  }
}

/** The typeface a layer document names: the same object as when it was laid out. */
export function typefaceOf(font: LayerFont): Typeface {
  const face: FontFace | null =
    font.path === ''
      ? null
      : {
          family: font.family,
          files: [{ weight: font.weight, style: font.style, path: resolvePortablePath(font.path) }],
        };
  return loadTypeface(face, font.weight as Weight, font.style);
}

/** A font file that cannot be read (damaged, not a font) leaves the text to the fallback. */
function openReadable(path: string): Fontkit.Font[] {
  try {
    return [openFont(path)];
  } catch {
    return [];
  }
}

/** Caches below keep this many entries each, the oldest leaving first. */
const typefacesKept = 256;
const widthsKept = 20_000;
const shapesKept = 4_000;

function remember<K, V>(cache: Map<K, V>, key: K, value: V, kept: number): V {
  cache.set(key, value);
  if (cache.size > kept) cache.delete(cache.keys().next().value as K);
  return value;
}

/** A run of text shaped in one font: glyph outlines in font units with their offsets and advances. */
interface ShapedGlyph {
  commands: Fontkit.Glyph['path']['commands'];
  xOffset: number;
  yOffset: number;
  xAdvance: number;
}

interface Run {
  font: Fontkit.Font;
  glyphs: ShapedGlyph[];
  /** The run's advance in font units. */
  advance: number;
}

/** Shaping (fontkit's layout: kerning, ligatures) is the costly part of setting text: kept per font. */
const shapes = new WeakMap<Fontkit.Font, Map<string, Run>>();

function shape(font: Fontkit.Font, text: string): Run {
  let cache = shapes.get(font);
  if (!cache) {
    cache = new Map();
    shapes.set(font, cache);
  }
  const known = cache.get(text);
  if (known) return known;
  const layout = font.layout(text);
  const glyphs = layout.glyphs.map((glyph, index) => {
    const position = layout.positions[index];
    return {
      commands: glyph.path.commands,
      xOffset: position?.xOffset ?? 0,
      yOffset: position?.yOffset ?? 0,
      xAdvance: position?.xAdvance ?? glyph.advanceWidth,
    };
  });
  return remember(cache, text, { font, glyphs, advance: layout.advanceWidth }, shapesKept);
}

function splitIntoRuns(typeface: Typeface, text: string): Run[] {
  const runs: { font: Fontkit.Font; text: string }[] = [];
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    const font =
      typeface.fonts.find((candidate) => candidate.hasGlyphForCodePoint(codePoint)) ?? typeface.fonts[0];
    if (!font) continue;
    const last = runs.at(-1);
    if (last?.font === font) last.text += character;
    else runs.push({ font, text: character });
  }
  return runs.map((run) => shape(run.font, run.text));
}

const widthCache = new WeakMap<Typeface, Map<string, number>>();

/** Advance width of the text at 1 px font size (multiply by the size), letter spacing in em. */
export function measureEm(typeface: Typeface, text: string, letterSpacing = 0): number {
  let cache = widthCache.get(typeface);
  if (!cache) {
    cache = new Map();
    widthCache.set(typeface, cache);
  }
  let width = cache.get(text);
  if (width === undefined) {
    width = splitIntoRuns(typeface, text).reduce((sum, run) => sum + run.advance / run.font.unitsPerEm, 0);
    remember(cache, text, width, widthsKept);
  }
  return width + letterSpacing * Math.max(0, [...text].length - 1);
}

/** Vertical metrics of the first font at 1 px: ascender above the baseline, cap height. */
export function verticalMetrics(typeface: Typeface): { ascent: number; descent: number; capHeight: number } {
  const font = typeface.fonts[0];
  if (!font) return { ascent: 0.9, descent: 0.25, capHeight: 0.7 };
  return {
    ascent: font.ascent / font.unitsPerEm,
    descent: -font.descent / font.unitsPerEm,
    capHeight: (font.capHeight || font.ascent * 0.7) / font.unitsPerEm,
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

/** SVG path data of the text with its baseline starting at (x, baseline). */
export function textPath(
  typeface: Typeface,
  text: string,
  size: number,
  x: number,
  baseline: number,
  letterSpacing = 0,
): string {
  const parts: string[] = [];
  let penX = x;
  for (const run of splitIntoRuns(typeface, text)) {
    const scale = size / run.font.unitsPerEm;
    for (const glyph of run.glyphs) {
      const originX = penX + glyph.xOffset * scale;
      const originY = baseline - glyph.yOffset * scale;
      const point = (px: number, py: number) =>
        `${round(originX + px * scale)} ${round(originY - py * scale)}`;
      for (const { command, args } of glyph.commands) {
        if (command === 'moveTo') parts.push(`M${point(args[0] ?? 0, args[1] ?? 0)}`);
        else if (command === 'lineTo') parts.push(`L${point(args[0] ?? 0, args[1] ?? 0)}`);
        else if (command === 'quadraticCurveTo')
          parts.push(`Q${point(args[0] ?? 0, args[1] ?? 0)} ${point(args[2] ?? 0, args[3] ?? 0)}`);
        else if (command === 'bezierCurveTo')
          parts.push(
            `C${point(args[0] ?? 0, args[1] ?? 0)} ${point(args[2] ?? 0, args[3] ?? 0)} ${point(args[4] ?? 0, args[5] ?? 0)}`,
          );
        else if (command === 'closePath') parts.push('Z');
      }
      penX += glyph.xAdvance * scale + letterSpacing * size;
    }
  }
  return parts.join('');
}
