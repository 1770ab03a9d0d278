import { measureEm, type Typeface, verticalMetrics } from './typefaces.ts';

/**
 * Sets a piece of copy into a box: the largest size (down to a minimum) at which its words break
 * into at most `maxLines` balanced lines of the box's width and the lines fit its height. At the
 * minimum size it still fits: over-long words are broken and the last line ends with an ellipsis.
 */

export interface TextStyle {
  typeface: Typeface;
  /** Line pitch as a multiple of the font size. */
  lineHeight: number;
  /** Extra space between characters, in em. */
  letterSpacing: number;
}

export interface FitLimits {
  maxWidth: number;
  maxHeight: number;
  maxLines: number;
  maxSize: number;
  minSize: number;
}

export interface FittedText {
  lines: { text: string; width: number }[];
  fontSize: number;
  /** From the first line's cap top to the last line's descender. */
  height: number;
  width: number;
  /** Distance from the block's top to the first baseline. */
  firstBaseline: number;
  linePitch: number;
}

function lineWidth(style: TextStyle, text: string, size: number): number {
  return measureEm(style.typeface, text, style.letterSpacing) * size;
}

/** Greedy breaking at a width; words wider than the width sit alone on their line. */
function breakGreedy(words: string[], style: TextStyle, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const word of words) {
    const current = lines.at(-1);
    const joined = current === undefined ? word : `${current} ${word}`;
    if (current !== undefined && lineWidth(style, joined, size) <= width) lines[lines.length - 1] = joined;
    else lines.push(word);
  }
  return lines;
}

/** The narrowest width that keeps the greedy line count, so lines come out even. */
function breakBalanced(words: string[], style: TextStyle, size: number, width: number): string[] {
  const greedy = breakGreedy(words, style, size, width);
  if (greedy.length <= 1) return greedy;
  let low = Math.max(...words.map((word) => lineWidth(style, word, size)));
  let high = width;
  for (let step = 0; step < 12 && high - low > 1; step += 1) {
    const middle = (low + high) / 2;
    if (breakGreedy(words, style, size, middle).length <= greedy.length) high = middle;
    else low = middle;
  }
  return breakGreedy(words, style, size, high);
}

function blockHeight(style: TextStyle, size: number, lineCount: number): number {
  const { capHeight, descent } = verticalMetrics(style.typeface);
  return (capHeight + Math.min(descent, 0.3)) * size + (lineCount - 1) * style.lineHeight * size;
}

function toFitted(style: TextStyle, size: number, lines: string[]): FittedText {
  const measured = lines.map((text) => ({ text, width: lineWidth(style, text, size) }));
  return {
    lines: measured,
    fontSize: size,
    height: blockHeight(style, size, lines.length),
    width: Math.max(0, ...measured.map((line) => line.width)),
    firstBaseline: verticalMetrics(style.typeface).capHeight * size,
    linePitch: style.lineHeight * size,
  };
}

/** Cuts a word into pieces no wider than the width. */
function splitLongWord(word: string, style: TextStyle, size: number, width: number): string[] {
  const pieces: string[] = [];
  for (const character of word) {
    const last = pieces.at(-1);
    if (last !== undefined && lineWidth(style, last + character, size) <= width)
      pieces[pieces.length - 1] = last + character;
    else pieces.push(character);
  }
  return pieces;
}

function truncateToFit(style: TextStyle, size: number, text: string, width: number): string {
  let shortened = text;
  while (shortened.length > 1 && lineWidth(style, `${shortened}…`, size) > width) {
    shortened = shortened.slice(0, -1).trimEnd();
  }
  return `${shortened}…`;
}

export function fitText(text: string, style: TextStyle, limits: FitLimits): FittedText {
  // Ordinary spaces only: a no-break space keeps "50 %" and "Robes :" on one line (decision 0033).
  const words = text.split(/[ \t\r\n]+/u).filter(Boolean);
  const maxLinesByHeight = (size: number) =>
    Math.max(1, Math.floor((limits.maxHeight - blockHeight(style, size, 1)) / (style.lineHeight * size)) + 1);
  for (let size = limits.maxSize; size >= limits.minSize; size = Math.floor(size * 0.95)) {
    const widestWord = Math.max(0, ...words.map((word) => lineWidth(style, word, size)));
    if (widestWord > limits.maxWidth) continue;
    const lines = breakBalanced(words, style, size, limits.maxWidth);
    if (lines.length <= Math.min(limits.maxLines, maxLinesByHeight(size)))
      return toFitted(style, size, lines);
  }
  const size = limits.minSize;
  const pieces = words.flatMap((word) => splitLongWord(word, style, size, limits.maxWidth));
  const lineBudget = Math.min(limits.maxLines, maxLinesByHeight(size));
  const lines = breakGreedy(pieces, style, size, limits.maxWidth);
  if (lines.length <= lineBudget) return toFitted(style, size, lines);
  const kept = lines.slice(0, lineBudget);
  kept[kept.length - 1] = truncateToFit(style, size, kept.at(-1) ?? '', limits.maxWidth);
  return toFitted(style, size, kept);
}
