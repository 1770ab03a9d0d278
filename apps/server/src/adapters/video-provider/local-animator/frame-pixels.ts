import type { VideoLayer } from './brand-layers.ts';
import type { Size, Window } from './camera-path.ts';

/**
 * The pixel work of a video frame, done in plain integer loops on RGBA pixels read as 32-bit words
 * (red in the low byte), two channels per multiplication (red and blue, green and alpha, each in
 * 16 bits of one word). A frame is 1280×720 drawn 24 times a second, so this is where the local
 * animator spends its time (decision 0063): a sharp pipeline per frame cost more than the encode.
 */

/** RGBA pixels as words, row by row. */
export interface WordPicture {
  words: Int32Array;
  width: number;
  height: number;
}

const lowLanes = 0x00ff00ff;

/**
 * The pixels of `rgba` as words, copied only when they do not start on a word boundary. Signed, so
 * every word read or written stays a small integer to V8 (an unsigned one over 2³¹ is a double).
 */
export function wordsOf(rgba: Buffer): Int32Array {
  const aligned = rgba.byteOffset % 4 === 0 ? rgba : Buffer.from(rgba);
  return new Int32Array(aligned.buffer, aligned.byteOffset, aligned.length / 4);
}

/**
 * Draws the `window` of `picture` (sub-pixel exact, bilinear) to fill `canvas` (frame-sized
 * words): output pixel (x, y) samples the picture at window.x + x / scale, window.y + y / scale.
 * `columns` is scratch of at least 2 × frame.width entries, reused from frame to frame.
 * Self-contained (no name from outside but Math): the window painter's worker runs its source.
 */
export function drawWindow(
  picture: WordPicture,
  window: Window,
  canvas: Int32Array,
  frame: Size,
  columns: Int32Array,
) {
  const lowLanes = 0x00ff00ff;
  // Weights of the bilinear taps, in 128ths: two lanes of 255 × 128 still fit a signed 32-bit word.
  const weightBits = 7;
  const weightOne = 1 << weightBits;
  const weightHalf = 0x00400040;
  const step = window.width / frame.width;
  const { words, width } = picture;
  // A sample on the last column or row is its neighbour's pair at full weight: every pair is whole.
  const tap = (at: number, last: number) => {
    const first = Math.min(last - 1, Math.floor(at));
    return { first, weight: Math.round(Math.min(1, at - first) * weightOne) };
  };
  // Each output column's left source column and the right one's weight, the same on every row.
  for (let x = 0; x < frame.width; x += 1) {
    const { first, weight } = tap(Math.max(0, window.x + x * step), width - 1);
    columns[2 * x] = first;
    columns[2 * x + 1] = weight;
  }
  let to = 0;
  // Math.imul: every product fits 31 bits, and V8 then multiplies integers instead of doubles (~12 %).
  for (let y = 0; y < frame.height; y += 1) {
    const { first, weight: lower } = tap(Math.max(0, window.y + y * step), picture.height - 1);
    const upper = weightOne - lower;
    const upperRow = first * width;
    const lowerRow = upperRow + width;
    for (let x = 0; x < frame.width; x += 1, to += 1) {
      const column = columns[2 * x] as number;
      const right = columns[2 * x + 1] as number;
      const left = weightOne - right;
      const a = words[upperRow + column] as number;
      const b = words[upperRow + column + 1] as number;
      const c = words[lowerRow + column] as number;
      const d = words[lowerRow + column + 1] as number;
      const aboveLow =
        ((Math.imul(a & lowLanes, left) + Math.imul(b & lowLanes, right) + weightHalf) >>> weightBits) &
        lowLanes;
      const aboveHigh =
        ((Math.imul((a >>> 8) & lowLanes, left) + Math.imul((b >>> 8) & lowLanes, right) + weightHalf) >>>
          weightBits) &
        lowLanes;
      const belowLow =
        ((Math.imul(c & lowLanes, left) + Math.imul(d & lowLanes, right) + weightHalf) >>> weightBits) &
        lowLanes;
      const belowHigh =
        ((Math.imul((c >>> 8) & lowLanes, left) + Math.imul((d >>> 8) & lowLanes, right) + weightHalf) >>>
          weightBits) &
        lowLanes;
      const low =
        ((Math.imul(aboveLow, upper) + Math.imul(belowLow, lower) + weightHalf) >>> weightBits) & lowLanes;
      const high =
        ((Math.imul(aboveHigh, upper) + Math.imul(belowHigh, lower) + weightHalf) >>> weightBits) & lowLanes;
      canvas[to] = low | (high << 8);
    }
  }
}

/**
 * Layers that no longer move against each other, combined once into one premultiplied picture:
 * each pixel's colour already times its alpha, what shows through of the frame below (`through`,
 * 0–255), and per row the runs of pixels that are not empty, so a frame visits nothing else.
 */
export interface FlatLayer {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Premultiplied colour words (alpha byte zero). */
  colour: Int32Array;
  through: Uint8Array;
  /** Triples: row, first column, column after the last. */
  runs: Int32Array;
}

/** Each 16-bit lane of `total` (at most 255 × 255) divided by 255, rounded: exact for every such total. */
const lanesOver255 = (total: number) => {
  const rounded = total + 0x00800080;
  return ((rounded + ((rounded >>> 8) & lowLanes)) >>> 8) & lowLanes;
};

/**
 * `layers` (bottom first, each at its own box) combined into one, in integers: each layer's
 * premultiplied colour laid over the ones before, what shows through scaled by what it lets pass.
 */
export function flattenLayers(layers: VideoLayer[]): FlatLayer {
  const x = Math.min(...layers.map((layer) => layer.box.x));
  const y = Math.min(...layers.map((layer) => layer.box.y));
  const width = Math.max(...layers.map((layer) => layer.box.x + layer.box.width)) - x;
  const height = Math.max(...layers.map((layer) => layer.box.y + layer.box.height)) - y;
  const colour = new Int32Array(width * height);
  const through = new Uint8Array(width * height).fill(255);
  for (const layer of layers) {
    const { box } = layer;
    const pixels = wordsOf(layer.rgba);
    for (let row = 0; row < box.height; row += 1) {
      let to = (box.y - y + row) * width + box.x - x;
      for (let from = row * box.width, end = from + box.width; from < end; from += 1, to += 1) {
        const word = pixels[from] as number;
        const alpha = word >>> 24;
        if (alpha === 0) continue;
        const rest = 255 - alpha;
        const below = colour[to] as number;
        // Red and blue in the low lanes, green alone in the high ones (the alpha byte stays zero).
        const low =
          lanesOver255(Math.imul(word & lowLanes, alpha)) + lanesOver255(Math.imul(below & lowLanes, rest));
        const high =
          lanesOver255(Math.imul((word >>> 8) & 0xff, alpha)) +
          lanesOver255(Math.imul((below >>> 8) & 0xff, rest));
        colour[to] = low | (high << 8);
        through[to] = lanesOver255(Math.imul(through[to] as number, rest));
      }
    }
  }
  const runs: number[] = [];
  for (let row = 0; row < height; row += 1) {
    let start = -1;
    for (let column = 0; column <= width; column += 1) {
      const at = row * width + column;
      const coverage = column < width ? 255 - (through[at] as number) : 0;
      if (coverage > 0) {
        // Rounded per layer, a channel can pass the coverage by a level: colour plus what shows
        // through must stay ≤ 255, or blendFlat carries into the next channel.
        const word = colour[at] as number;
        colour[at] =
          Math.min(coverage, word & 0xff) |
          (Math.min(coverage, (word >>> 8) & 0xff) << 8) |
          (Math.min(coverage, (word >>> 16) & 0xff) << 16);
        if (start < 0) start = column;
      } else if (start >= 0) {
        runs.push(row, start, column);
        start = -1;
      }
    }
  }
  return { x, y, width, height, colour, through, runs: Int32Array.from(runs) };
}

/** Lays `flat` over `canvas` moved by (dx, dy) whole pixels, clipped to the frame. */
export function blendFlat(canvas: Int32Array, frame: Size, flat: FlatLayer, dx: number, dy: number) {
  const left = flat.x + dx;
  const top = flat.y + dy;
  const { colour, through, runs } = flat;
  for (let run = 0; run < runs.length; run += 3) {
    const row = runs[run] as number;
    const y = top + row;
    if (y < 0 || y >= frame.height) continue;
    const first = Math.max(runs[run + 1] as number, -left);
    const end = Math.min(runs[run + 2] as number, frame.width - left);
    let to = y * frame.width + left + first;
    for (
      let from = row * flat.width + first, last = row * flat.width + end;
      from < last;
      from += 1, to += 1
    ) {
      const rest = through[from] as number;
      if (rest === 0) {
        canvas[to] = colour[from] as number;
        continue;
      }
      const below = canvas[to] as number;
      // Each lane is at most 255 × 255 + 128: it never carries into the next.
      const low = ((Math.imul(below & lowLanes, rest) + 0x00800080) >>> 8) & lowLanes;
      const high = ((Math.imul((below >>> 8) & lowLanes, rest) + 0x00800080) >>> 8) & lowLanes;
      canvas[to] = ((low | (high << 8)) + (colour[from] as number)) | 0;
    }
  }
}
