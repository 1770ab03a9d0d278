/**
 * Image models follow colour words better than hex codes, so a palette is described as both,
 * e.g. "dark blue (#0A2540)". The names are coarse on purpose: hue family plus one modifier.
 */

const hueFamilies: [upTo: number, name: string][] = [
  [15, 'red'],
  [40, 'orange'],
  [65, 'yellow'],
  [90, 'yellow-green'],
  [155, 'green'],
  [185, 'teal'],
  [200, 'cyan'],
  [250, 'blue'],
  [280, 'violet'],
  [310, 'purple'],
  [340, 'pink'],
  [360, 'red'],
];

interface Hsl {
  hue: number;
  saturation: number;
  lightness: number;
}

function parseHex(hex: string): [number, number, number] | null {
  const digits = hex.trim().replace(/^#/, '');
  const full = /^[0-9a-f]{3}$/i.test(digits) ? [...digits].map((digit) => digit + digit).join('') : digits;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
}

function toHsl([red, green, blue]: [number, number, number]): Hsl {
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const lightness = (max + min) / 2;
  const delta = max - min;
  if (delta === 0) return { hue: 0, saturation: 0, lightness };
  const saturation = delta / (1 - Math.abs(2 * lightness - 1));
  const sector =
    max === red
      ? ((green - blue) / delta + 6) % 6
      : max === green
        ? (blue - red) / delta + 2
        : (red - green) / delta + 4;
  return { hue: sector * 60, saturation, lightness };
}

function greyName(lightness: number): string {
  if (lightness < 0.1) return 'black';
  if (lightness > 0.93) return 'white';
  if (lightness < 0.35) return 'dark grey';
  if (lightness > 0.75) return 'light grey';
  return 'grey';
}

/** A plain-English name for a hex colour ("dark blue", "vivid orange"); the input itself when it is not hex. */
export function colourName(hex: string): string {
  const rgb = parseHex(hex);
  if (!rgb) return hex;
  const { hue, saturation, lightness } = toHsl(rgb);
  if (saturation < 0.12 || lightness < 0.06 || lightness > 0.97) return greyName(lightness);
  const hueFamily = hueFamilies.find(([upTo]) => hue < upTo)?.[1] ?? 'red';
  // Light reds read as pink, dark oranges as brown.
  const family = hueFamily === 'red' && lightness > 0.7 ? 'pink' : hueFamily;
  if (family === 'orange' && lightness < 0.4) return saturation < 0.5 ? 'dark brown' : 'brown';
  if (lightness < 0.3) return `dark ${family}`;
  if (lightness > 0.78) return saturation < 0.5 ? `pale ${family}` : `light ${family}`;
  if (saturation < 0.35) return `muted ${family}`;
  if (saturation > 0.8) return `vivid ${family}`;
  return family;
}
