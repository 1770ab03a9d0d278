import { black, contrastRatio, mix as mixRgb, parseHex, type Rgb, toHex } from './colour.ts';
import { fontCategory, fontStack, isHexColor, type PreviewLayout, type StyleLook } from './styles.ts';

/**
 * A small 4:5 ad drawn from a style's own data (colours, fonts, design elements) as an SVG
 * document: the styles manager shows it as an image, and the server can rasterise it with sharp.
 * Only system fonts are certain inside an SVG image, so the families fall back by kind (styles.ts).
 */

export interface PreviewText {
  brand: string;
  headline: string;
  cta: string;
}

const width = 400;
const height = 500;

// ── colours ───────────────────────────────────────────────────────────────────────────────────

// Hex strings here, as SVG attributes want them; the maths is the shared colour library's.
const rgbOf = (hex: string): Rgb => parseHex(hex) ?? black;

/** `amount` of the way from `from` to `to`. */
const mix = (from: string, to: string, amount: number): string =>
  toHex(mixRgb(rgbOf(from), rgbOf(to), amount));

const contrast = (a: string, b: string): number => contrastRatio(rgbOf(a), rgbOf(b));

/** The candidate that reads best on `background`. */
function mostReadable(background: string, candidates: string[]): string {
  return candidates.reduce((best, candidate) =>
    contrast(candidate, background) > contrast(best, background) ? candidate : best,
  );
}

interface Palette {
  background: string;
  ink: string;
  accent: string;
  accent2: string;
  accent3: string;
  /** Text on the accent colour. */
  onAccent: string;
  /** A quiet tone between background and ink, for panels and hairlines. */
  surface: string;
  muted: string;
}

/** Colours by role from a style's ordered list; a custom style may give fewer, or clashing, ones. */
function paletteOf(colors: string[]): Palette {
  const list = colors.filter(isHexColor);
  const background = list[0] ?? '#f5f5f4';
  const second = list[1];
  const ink =
    second && contrast(second, background) >= 3
      ? second
      : mostReadable(background, [...list.slice(1), '#111111', '#ffffff']);
  const accent = list[2] ?? (second && second !== ink ? second : mix(ink, background, 0.35));
  const accent2 = list[3] ?? mix(accent, background, 0.45);
  const accent3 = list[4] ?? mix(accent2, ink, 0.25);
  return {
    background,
    ink,
    accent,
    accent2,
    accent3,
    onAccent: mostReadable(accent, [ink, background, '#111111', '#ffffff']),
    surface: mix(background, ink, 0.07),
    muted: mix(background, ink, 0.55),
  };
}

// ── text ──────────────────────────────────────────────────────────────────────────────────────

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Words in lines of about `maxChars`, at most `maxLines` (the last one shortened with an ellipsis). */
function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= maxChars)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]?.slice(0, Math.max(1, maxChars - 1))}…`;
    return kept;
  }
  return lines.map((line) => (line.length > maxChars + 2 ? `${line.slice(0, maxChars)}…` : line));
}

/** The largest size up to `maxSize` at which the longest line fits `width` (bold capitals are ~0.7 em wide). */
function fittingSize(lines: string[], width: number, maxSize: number, emPerChar = 0.7): number {
  const longest = Math.max(1, ...lines.map((line) => line.length));
  return Math.min(maxSize, Math.floor(width / (longest * emPerChar)));
}

interface TextOptions {
  x: number;
  y: number;
  size: number;
  family: string;
  fill: string;
  weight?: number;
  anchor?: 'start' | 'middle' | 'end';
  /** In em. */
  tracking?: number;
  lineHeight?: number;
  italic?: boolean;
  uppercase?: boolean;
  extra?: string;
}

function textLines(lines: string[], options: TextOptions): string {
  const {
    x,
    y,
    size,
    family,
    fill,
    weight = 400,
    anchor = 'start',
    tracking = 0,
    lineHeight = 1.1,
  } = options;
  const spans = lines
    .map(
      (line, index) =>
        `<tspan x="${x}" dy="${index === 0 ? 0 : size * lineHeight}">${escapeXml(options.uppercase ? line.toUpperCase() : line)}</tspan>`,
    )
    .join('');
  return `<text x="${x}" y="${y}" font-family="${escapeXml(fontStack(family))}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" letter-spacing="${tracking * size}"${options.italic ? ' font-style="italic"' : ''}${options.extra ?? ''}>${spans}</text>`;
}

function text(line: string, options: TextOptions): string {
  return textLines([line], options);
}

/** A button: a shape with a centred label. */
function button(
  label: string,
  options: {
    x: number;
    y: number;
    w: number;
    h: number;
    radius: number;
    fill: string;
    color: string;
    family: string;
    stroke?: string;
    uppercase?: boolean;
    size?: number;
    extra?: string;
  },
): string {
  const { x, y, w, h, radius, fill, color, family, stroke, size = 14 } = options;
  return `<g${options.extra ?? ''}><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${radius}" fill="${fill}"${stroke ? ` stroke="${stroke}" stroke-width="2"` : ''}/>${text(label, { x: x + w / 2, y: y + h / 2 + size * 0.36, size, family, fill: color, weight: 700, anchor: 'middle', tracking: options.uppercase ? 0.12 : 0.01, uppercase: options.uppercase })}</g>`;
}

// ── products (drawn, so a preview needs no image files) ───────────────────────────────────────

function bottle(cx: number, bottom: number, h: number, body: string, cap: string, label: string): string {
  const w = h * 0.42;
  const neck = w * 0.38;
  const shoulder = bottom - h * 0.72;
  return `<g><rect x="${cx - neck / 2}" y="${bottom - h}" width="${neck}" height="${h * 0.16}" rx="${neck * 0.15}" fill="${cap}"/><path d="M${cx - neck / 2} ${bottom - h * 0.86} L${cx - neck / 2} ${shoulder - w * 0.12} Q${cx - w / 2} ${shoulder} ${cx - w / 2} ${shoulder + w * 0.3} L${cx - w / 2} ${bottom - w * 0.12} Q${cx - w / 2} ${bottom} ${cx - w / 2 + w * 0.12} ${bottom} L${cx + w / 2 - w * 0.12} ${bottom} Q${cx + w / 2} ${bottom} ${cx + w / 2} ${bottom - w * 0.12} L${cx + w / 2} ${shoulder + w * 0.3} Q${cx + w / 2} ${shoulder} ${cx + neck / 2} ${shoulder - w * 0.12} L${cx + neck / 2} ${bottom - h * 0.86} Z" fill="${body}"/><rect x="${cx - w / 2}" y="${bottom - h * 0.45}" width="${w}" height="${h * 0.22}" fill="${label}"/><rect x="${cx + w * 0.22}" y="${shoulder + w * 0.2}" width="${w * 0.08}" height="${h * 0.5}" rx="${w * 0.04}" fill="#ffffff" opacity="0.35"/></g>`;
}

function jar(cx: number, bottom: number, w: number, body: string, lid: string, label: string): string {
  const h = w * 0.78;
  return `<g><rect x="${cx - w / 2}" y="${bottom - h}" width="${w}" height="${h}" rx="${w * 0.16}" fill="${body}"/><rect x="${cx - w * 0.46}" y="${bottom - h - w * 0.2}" width="${w * 0.92}" height="${w * 0.24}" rx="${w * 0.06}" fill="${lid}"/><rect x="${cx - w / 2}" y="${bottom - h * 0.68}" width="${w}" height="${h * 0.36}" fill="${label}"/><rect x="${cx + w * 0.3}" y="${bottom - h * 0.9}" width="${w * 0.07}" height="${h * 0.75}" rx="${w * 0.035}" fill="#ffffff" opacity="0.3"/></g>`;
}

function giftBox(cx: number, bottom: number, w: number, box: string, ribbon: string): string {
  const h = w * 0.8;
  const top = bottom - h;
  return `<g><rect x="${cx - w / 2}" y="${top}" width="${w}" height="${h}" rx="4" fill="${box}"/><rect x="${cx - w * 0.56}" y="${top - w * 0.16}" width="${w * 1.12}" height="${w * 0.2}" rx="3" fill="${box}"/><rect x="${cx - w * 0.08}" y="${top - w * 0.16}" width="${w * 0.16}" height="${h + w * 0.16}" fill="${ribbon}"/><path d="M${cx} ${top - w * 0.16} C${cx - w * 0.45} ${top - w * 0.6} ${cx - w * 0.5} ${top - w * 0.05} ${cx} ${top - w * 0.16} Z M${cx} ${top - w * 0.16} C${cx + w * 0.45} ${top - w * 0.6} ${cx + w * 0.5} ${top - w * 0.05} ${cx} ${top - w * 0.16} Z" fill="none" stroke="${ribbon}" stroke-width="${w * 0.07}" stroke-linejoin="round"/></g>`;
}

function leaf(x: number, y: number, length: number, angle: number, fill: string, vein: string): string {
  const w = length * 0.42;
  return `<g transform="translate(${x} ${y}) rotate(${angle})"><path d="M0 0 C${w} ${-length * 0.25} ${w} ${-length * 0.75} 0 ${-length} C${-w} ${-length * 0.75} ${-w} ${-length * 0.25} 0 0 Z" fill="${fill}"/><path d="M0 0 L0 ${-length * 0.92}" stroke="${vein}" stroke-width="1.5" opacity="0.5"/></g>`;
}

function sparkle(x: number, y: number, r: number, fill: string): string {
  const q = r * 0.22;
  return `<path d="M${x} ${y - r} Q${x + q} ${y - q} ${x + r} ${y} Q${x + q} ${y + q} ${x} ${y + r} Q${x - q} ${y + q} ${x - r} ${y} Q${x - q} ${y - q} ${x} ${y - r} Z" fill="${fill}"/>`;
}

/** The same scattered positions for the same style, so a preview never changes between renders. */
function seededRandom(seed: string): () => number {
  let state = [...seed].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 2166136261);
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

// ── layouts ───────────────────────────────────────────────────────────────────────────────────

interface Parts {
  p: Palette;
  heading: string;
  body: string;
  t: PreviewText;
  seed: string;
  elements: string[];
}

type Layout = (parts: Parts) => { defs?: string; body: string };

const layouts: Record<PreviewLayout, Layout> = {
  centered: ({ p, heading, body, t }) => ({
    body: [
      text(t.brand, {
        x: 36,
        y: 48,
        size: 11,
        family: body,
        fill: p.ink,
        weight: 600,
        tracking: 0.3,
        uppercase: true,
      }),
      text('01', { x: 364, y: 48, size: 11, family: body, fill: p.muted, anchor: 'end' }),
      `<circle cx="200" cy="215" r="112" fill="${p.surface}"/>`,
      `<ellipse cx="200" cy="296" rx="62" ry="8" fill="${p.ink}" opacity="0.08"/>`,
      jar(200, 292, 96, p.accent, p.ink, mix(p.accent, p.background, 0.55)),
      `<line x1="176" y1="364" x2="224" y2="364" stroke="${p.ink}" stroke-width="1"/>`,
      textLines(wrap(t.headline, 24, 2), {
        x: 200,
        y: 402,
        size: 24,
        family: heading,
        fill: p.ink,
        weight: 500,
        anchor: 'middle',
        tracking: -0.01,
        lineHeight: 1.2,
      }),
      text(t.cta, {
        x: 200,
        y: 462,
        size: 11,
        family: body,
        fill: p.ink,
        weight: 600,
        anchor: 'middle',
        tracking: 0.25,
        uppercase: true,
        extra: ' text-decoration="underline"',
      }),
    ].join(''),
  }),

  poster: ({ p, heading, body, t, elements }) => {
    const heavyBorders = elements.some((element) => /border|brutal/i.test(element));
    const headline = wrap(t.headline, 11, 3);
    return {
      body: [
        `<polygon points="0,330 400,230 400,500 0,500" fill="${p.accent}"/>`,
        `<polygon points="0,352 400,252 400,262 0,362" fill="${p.ink}"/>`,
        textLines(headline, {
          x: 30,
          y: 92,
          size: fittingSize(headline, 320, 52),
          family: heading,
          fill: p.ink,
          weight: 900,
          tracking: -0.01,
          lineHeight: 0.98,
          uppercase: true,
        }),
        `<g transform="rotate(-14 286 370)">${bottle(286, 462, 190, p.ink, p.accent2, p.background)}</g>`,
        `<g transform="translate(84 286) rotate(12)"><polygon points="${Array.from({ length: 24 }, (_, i) => {
          const r = i % 2 === 0 ? 44 : 34;
          const angle = (Math.PI * i) / 12;
          return `${(Math.cos(angle) * r).toFixed(1)},${(Math.sin(angle) * r).toFixed(1)}`;
        }).join(
          ' ',
        )}" fill="${p.accent}" stroke="${p.ink}" stroke-width="3"/>${text('%', { x: 0, y: 12, size: 34, family: heading, fill: p.onAccent, weight: 900, anchor: 'middle' })}</g>`,
        heavyBorders
          ? `<rect x="6" y="6" width="388" height="488" fill="none" stroke="${p.ink}" stroke-width="12"/><rect x="38" y="428" width="150" height="46" fill="${p.accent3}"/>`
          : '',
        button(t.cta, {
          x: 30,
          y: 420,
          w: 150,
          h: 46,
          radius: 0,
          fill: p.ink,
          color: p.background,
          family: body,
          uppercase: true,
          size: 13,
        }),
      ].join(''),
    };
  },

  frame: ({ p, heading, body, t }) => ({
    defs: `<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(p.accent, '#ffffff', 0.35)}"/><stop offset="0.5" stop-color="${p.accent}"/><stop offset="1" stop-color="${mix(p.accent, '#000000', 0.35)}"/></linearGradient><radialGradient id="spot" cx="0.5" cy="0.42" r="0.5"><stop offset="0" stop-color="${p.accent2}"/><stop offset="1" stop-color="${p.background}"/></radialGradient>`,
    body: [
      `<rect width="${width}" height="${height}" fill="url(#spot)"/>`,
      `<rect x="18" y="18" width="364" height="464" fill="none" stroke="${p.accent}" stroke-width="1.2"/>`,
      `<rect x="25" y="25" width="350" height="450" fill="none" stroke="${p.accent}" stroke-width="0.5" opacity="0.7"/>`,
      text(t.brand, {
        x: 200,
        y: 66,
        size: 12,
        family: body,
        fill: p.accent,
        weight: 500,
        anchor: 'middle',
        tracking: 0.45,
        uppercase: true,
      }),
      `<ellipse cx="200" cy="300" rx="58" ry="7" fill="#000000" opacity="0.45"/>`,
      bottle(200, 298, 190, 'url(#gold)', p.ink, p.background),
      textLines(wrap(t.headline, 19, 2), {
        x: 200,
        y: 362,
        size: 28,
        family: heading,
        fill: p.ink,
        weight: 400,
        anchor: 'middle',
        italic: true,
        lineHeight: 1.15,
      }),
      `<path d="M150 414 L192 414 M208 414 L250 414" stroke="${p.accent}" stroke-width="0.8"/><rect x="196" y="410" width="8" height="8" transform="rotate(45 200 414)" fill="${p.accent}"/>`,
      text(t.cta, {
        x: 200,
        y: 448,
        size: 11,
        family: body,
        fill: p.accent,
        weight: 500,
        anchor: 'middle',
        tracking: 0.35,
        uppercase: true,
      }),
    ].join(''),
  }),

  blobs: ({ p, heading, body, t }) => {
    const headline = wrap(t.headline, 13, 2);
    return {
      body: [
        `<path d="M250 80 C330 60 400 120 388 200 C378 270 330 300 260 300 C190 300 150 250 160 180 C168 120 190 92 250 80 Z" fill="${p.accent}"/>`,
        `<path d="M60 250 C100 230 140 260 130 300 C120 340 70 350 45 320 C20 290 30 262 60 250 Z" fill="${p.accent2}"/>`,
        `<circle cx="52" cy="172" r="13" fill="${p.accent3}"/><circle cx="90" cy="90" r="9" fill="${p.accent2}"/><circle cx="140" cy="60" r="5" fill="${p.accent}"/>`,
        jar(272, 262, 110, p.accent3, p.ink, p.background),
        sparkle(178, 126, 16, p.ink),
        sparkle(364, 96, 10, p.accent2),
        `<g transform="rotate(-6 160 370)">${textLines(headline, { x: 32, y: 378 - (headline.length - 1) * 34, size: 44, family: heading, fill: p.ink, weight: 700, lineHeight: 1.0 })}</g>`,
        `<g transform="rotate(4 100 455)">${button(t.cta, { x: 32, y: 432, w: 150, h: 44, radius: 22, fill: p.ink, color: p.background, family: body, size: 15 })}</g>`,
        text(t.brand, { x: 32, y: 50, size: 16, family: heading, fill: p.ink, weight: 700 }),
      ].join(''),
    };
  },

  sunset: ({ p, heading, body, t, seed }) => {
    const random = seededRandom(seed);
    const grain = Array.from(
      { length: 140 },
      () => `<circle cx="${(random() * width).toFixed(0)}" cy="${(random() * height).toFixed(0)}" r="0.9"/>`,
    ).join('');
    const arcs = [p.accent3, p.accent2, p.accent, p.ink]
      .map((color, index) => {
        const r = 190 - index * 34;
        return `<path d="M${200 - r} 500 A${r} ${r} 0 0 1 ${200 + r} 500 Z" fill="${color}"/>`;
      })
      .join('');
    return {
      body: [
        arcs,
        `<path d="M54 500 A146 146 0 0 1 346 500" fill="none" stroke="${p.background}" stroke-width="3"/>`,
        `<circle cx="200" cy="500" r="60" fill="${p.background}"/>`,
        textLines(wrap(t.headline, 13, 2), {
          x: 203,
          y: 103,
          size: 46,
          family: heading,
          fill: p.accent,
          weight: 800,
          anchor: 'middle',
          lineHeight: 1.05,
        }),
        textLines(wrap(t.headline, 13, 2), {
          x: 200,
          y: 100,
          size: 46,
          family: heading,
          fill: p.ink,
          weight: 800,
          anchor: 'middle',
          lineHeight: 1.05,
        }),
        button(t.cta, {
          x: 130,
          y: 196,
          w: 140,
          h: 40,
          radius: 20,
          fill: p.accent,
          color: p.onAccent,
          family: body,
          size: 14,
        }),
        text(t.brand, {
          x: 200,
          y: 44,
          size: 12,
          family: body,
          fill: p.ink,
          weight: 700,
          anchor: 'middle',
          tracking: 0.3,
          uppercase: true,
        }),
        `<g fill="${p.ink}" opacity="0.18">${grain}</g>`,
      ].join(''),
    };
  },

  split: ({ p, heading, body, t }) => {
    const bars = [70, 110, 92, 150, 186]
      .map(
        (h, index) =>
          `<rect x="${246 + index * 26}" y="${360 - h}" width="16" height="${h}" rx="3" fill="${index === 4 ? p.accent : mix(p.accent, p.accent2, 0.55)}"/>`,
      )
      .join('');
    return {
      body: [
        `<rect x="226" y="0" width="174" height="500" fill="${p.accent2}"/>`,
        `<rect x="244" y="86" width="138" height="300" rx="10" fill="${p.background}" opacity="0.75"/>`,
        bars,
        `<polyline points="254,280 280,258 306,266 332,226 358,196" fill="none" stroke="${p.ink}" stroke-width="2"/><circle cx="358" cy="196" r="4" fill="${p.ink}"/>`,
        text('+24%', { x: 256, y: 118, size: 20, family: heading, fill: p.ink, weight: 700 }),
        `<rect x="256" y="128" width="60" height="5" rx="2.5" fill="${p.muted}" opacity="0.5"/>`,
        `<rect x="32" y="38" width="18" height="18" rx="4" fill="${p.accent}"/>`,
        text(t.brand, { x: 58, y: 52, size: 14, family: heading, fill: p.ink, weight: 700 }),
        textLines(wrap(t.headline, 11, 3), {
          x: 32,
          y: 168,
          size: 27,
          family: heading,
          fill: p.ink,
          weight: 700,
          lineHeight: 1.12,
          tracking: -0.01,
        }),
        [0, 1, 2]
          .map(
            (i) =>
              `<rect x="32" y="${296 + i * 14}" width="${[170, 156, 110][i]}" height="6" rx="3" fill="${p.muted}" opacity="0.35"/>`,
          )
          .join(''),
        button(t.cta, {
          x: 32,
          y: 360,
          w: 150,
          h: 42,
          radius: 6,
          fill: p.accent,
          color: p.onAccent,
          family: body,
          size: 14,
        }),
        `<line x1="32" y1="448" x2="194" y2="448" stroke="${p.ink}" stroke-width="1" opacity="0.15"/>`,
        text('★★★★★', { x: 32, y: 472, size: 12, family: body, fill: p.accent, tracking: 0.1 }),
      ].join(''),
    };
  },

  arch: ({ p, heading, body, t }) => ({
    defs: `<clipPath id="arch"><path d="M90 330 L90 170 A110 110 0 0 1 310 170 L310 330 Z"/></clipPath>`,
    body: [
      `<path d="M90 330 L90 170 A110 110 0 0 1 310 170 L310 330 Z" fill="${p.accent3}"/>`,
      `<g clip-path="url(#arch)"><circle cx="248" cy="150" r="44" fill="${p.accent2}"/>${leaf(96, 340, 170, 28, p.accent, p.background)}${leaf(300, 350, 190, -32, mix(p.accent, p.ink, 0.3), p.background)}${leaf(150, 345, 120, 8, mix(p.accent, p.background, 0.25), p.background)}</g>`,
      bottle(200, 326, 150, p.background, p.accent2, p.accent),
      `<path d="M84 330 L84 170 A116 116 0 0 1 316 170 L316 330" fill="none" stroke="${p.ink}" stroke-width="1" opacity="0.4"/>`,
      text(t.brand, {
        x: 200,
        y: 40,
        size: 12,
        family: body,
        fill: p.ink,
        weight: 600,
        anchor: 'middle',
        tracking: 0.3,
        uppercase: true,
      }),
      textLines(wrap(t.headline, 20, 2), {
        x: 200,
        y: 382,
        size: 30,
        family: heading,
        fill: p.ink,
        weight: 500,
        anchor: 'middle',
        lineHeight: 1.15,
      }),
      button(t.cta, {
        x: 135,
        y: 432,
        w: 130,
        h: 38,
        radius: 19,
        fill: 'none',
        stroke: p.ink,
        color: p.ink,
        family: body,
        size: 13,
      }),
    ].join(''),
  }),

  grid: ({ p, heading, body, t }) => ({
    defs: `<pattern id="grid" width="20" height="20" patternUnits="userSpaceOnUse"><path d="M20 0 L0 0 0 20" fill="none" stroke="${p.ink}" stroke-width="0.5" opacity="0.12"/></pattern><radialGradient id="orb" cx="0.35" cy="0.35" r="0.7"><stop offset="0" stop-color="${p.accent}"/><stop offset="0.55" stop-color="${p.accent2}"/><stop offset="1" stop-color="${p.accent2}" stop-opacity="0"/></radialGradient><radialGradient id="halo" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${p.accent2}" stop-opacity="0.55"/><stop offset="1" stop-color="${p.accent2}" stop-opacity="0"/></radialGradient>`,
    body: [
      `<rect width="${width}" height="${height}" fill="url(#grid)"/>`,
      `<circle cx="270" cy="170" r="150" fill="url(#halo)"/>`,
      `<ellipse cx="270" cy="170" rx="140" ry="46" fill="none" stroke="${p.accent}" stroke-width="1" opacity="0.6" transform="rotate(-20 270 170)"/>`,
      `<ellipse cx="270" cy="170" rx="112" ry="112" fill="none" stroke="${p.ink}" stroke-width="0.6" stroke-dasharray="2 6" opacity="0.5"/>`,
      `<circle cx="270" cy="170" r="70" fill="url(#orb)"/>`,
      `<circle cx="150" cy="124" r="4" fill="${p.accent}"/>`,
      text(`// ${t.brand}`, { x: 30, y: 44, size: 12, family: body, fill: p.accent, tracking: 0.05 }),
      text('v2.0', { x: 370, y: 44, size: 12, family: body, fill: p.muted, anchor: 'end' }),
      textLines(wrap(t.headline, 15, 3), {
        x: 30,
        y: 332,
        size: 36,
        family: heading,
        fill: p.ink,
        weight: 700,
        lineHeight: 1.08,
        tracking: -0.02,
      }),
      button(`${t.cta}  ›`, {
        x: 30,
        y: 428,
        w: 170,
        h: 42,
        radius: 4,
        fill: 'none',
        stroke: p.accent,
        color: p.accent,
        family: body,
        size: 13,
      }),
    ].join(''),
  }),

  magazine: ({ p, heading, body, t }) => ({
    body: [
      text(t.brand, {
        x: 200,
        y: 64,
        size: 40,
        family: heading,
        fill: p.ink,
        weight: 400,
        anchor: 'middle',
        tracking: -0.01,
      }),
      `<line x1="24" y1="80" x2="376" y2="80" stroke="${p.ink}" stroke-width="2.5"/><line x1="24" y1="86" x2="376" y2="86" stroke="${p.ink}" stroke-width="0.6"/>`,
      text('N° 07', { x: 24, y: 104, size: 10, family: body, fill: p.ink, weight: 600, tracking: 0.2 }),
      text('MMXXVI', {
        x: 376,
        y: 104,
        size: 10,
        family: body,
        fill: p.ink,
        weight: 600,
        anchor: 'end',
        tracking: 0.2,
      }),
      `<rect x="24" y="118" width="200" height="236" fill="${p.accent2}"/>`,
      `<circle cx="124" cy="210" r="64" fill="${mix(p.accent2, p.background, 0.45)}"/>`,
      bottle(124, 340, 170, p.ink, p.accent, p.accent2),
      text('Fig. 1', { x: 24, y: 370, size: 9, family: body, fill: p.muted, italic: true }),
      [0, 1, 2, 3, 4, 5, 6, 7, 8]
        .map(
          (i) =>
            `<rect x="240" y="${126 + i * 13}" width="${i === 8 ? 80 : 136}" height="5" fill="${p.muted}" opacity="0.35"/>`,
        )
        .join(''),
      `<line x1="240" y1="252" x2="376" y2="252" stroke="${p.ink}" stroke-width="0.6"/>`,
      `<rect x="240" y="266" width="14" height="14" fill="${p.accent}"/>`,
      textLines(wrap(t.headline, 16, 2), {
        x: 24,
        y: 412,
        size: 32,
        family: heading,
        fill: p.ink,
        weight: 400,
        lineHeight: 1.05,
      }),
      text(`${t.cta} →`, {
        x: 376,
        y: 470,
        size: 12,
        family: body,
        fill: p.accent,
        weight: 700,
        anchor: 'end',
        italic: true,
      }),
    ].join(''),
  }),

  confetti: ({ p, heading, body, t, seed }) => {
    const random = seededRandom(seed);
    const colors = [p.accent, p.accent2, p.ink, p.accent3];
    const pieces = Array.from({ length: 46 }, (_, index) => {
      const x = (random() * width).toFixed(0);
      const y = (random() * 250).toFixed(0);
      const color = colors[index % colors.length];
      return index % 3 === 0
        ? `<circle cx="${x}" cy="${y}" r="${(2 + random() * 3).toFixed(1)}" fill="${color}"/>`
        : `<rect x="${x}" y="${y}" width="${(4 + random() * 6).toFixed(1)}" height="3" fill="${color}" transform="rotate(${(random() * 180).toFixed(0)} ${x} ${y})"/>`;
    }).join('');
    return {
      defs: `<radialGradient id="warm" cx="0.5" cy="0.4" r="0.6"><stop offset="0" stop-color="${mix(p.background, p.accent, 0.25)}"/><stop offset="1" stop-color="${p.background}"/></radialGradient>`,
      body: [
        `<rect width="${width}" height="${height}" fill="url(#warm)"/>`,
        pieces,
        giftBox(200, 280, 120, p.accent2, p.accent),
        sparkle(110, 150, 14, p.accent),
        sparkle(300, 120, 10, p.ink),
        sparkle(320, 240, 8, p.accent),
        textLines(wrap(t.headline, 18, 2), {
          x: 200,
          y: 346,
          size: 38,
          family: heading,
          fill: p.ink,
          weight: 700,
          anchor: 'middle',
          lineHeight: 1.1,
        }),
        button(t.cta, {
          x: 125,
          y: 424,
          w: 150,
          h: 44,
          radius: 22,
          fill: p.accent,
          color: p.onAccent,
          family: body,
          size: 14,
        }),
        text(t.brand, {
          x: 200,
          y: 36,
          size: 11,
          family: body,
          fill: p.ink,
          weight: 600,
          anchor: 'middle',
          tracking: 0.3,
          uppercase: true,
        }),
      ].join(''),
    };
  },

  glow: ({ p, heading, body, t }) => {
    const horizon = 330;
    const headline = wrap(t.headline, 14, 3);
    const verticals = Array.from({ length: 13 }, (_, i) => {
      const x = -100 + i * 50;
      return `<line x1="200" y1="${horizon}" x2="${x * 1.6 - 120}" y2="500"/>`;
    }).join('');
    const horizontals = [0, 14, 34, 62, 100, 150]
      .map((d) => `<line x1="0" y1="${horizon + d}" x2="400" y2="${horizon + d}"/>`)
      .join('');
    return {
      defs: `<filter id="glow" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="4" result="blur"/><feMerge><feMergeNode in="blur"/><feMergeNode in="blur"/><feMergeNode in="SourceGraphic"/></feMerge></filter><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.background}"/><stop offset="1" stop-color="${mix(p.background, p.accent, 0.35)}"/></linearGradient>`,
      body: [
        `<rect width="${width}" height="${horizon}" fill="url(#sky)"/>`,
        `<circle cx="200" cy="190" r="92" fill="none" stroke="${p.accent2}" stroke-width="4" filter="url(#glow)"/>`,
        `<g stroke="${p.accent}" stroke-width="1.2" opacity="0.8" filter="url(#glow)">${verticals}${horizontals}</g>`,
        textLines(headline, {
          x: 200,
          y: 190 - (headline.length - 1) * 18,
          size: fittingSize(headline, 340, 36, 0.75),
          family: heading,
          fill: 'none',
          weight: 800,
          anchor: 'middle',
          lineHeight: 1.15,
          uppercase: true,
          extra: ` stroke="${p.accent}" stroke-width="1.6" filter="url(#glow)"`,
        }),
        text(t.brand, {
          x: 200,
          y: 50,
          size: 12,
          family: body,
          fill: p.accent2,
          weight: 600,
          anchor: 'middle',
          tracking: 0.4,
          uppercase: true,
          extra: ' filter="url(#glow)"',
        }),
        button(t.cta, {
          x: 120,
          y: 420,
          w: 160,
          h: 42,
          radius: 21,
          fill: p.background,
          stroke: p.accent3,
          color: p.ink,
          family: body,
          size: 14,
          uppercase: true,
          extra: ' filter="url(#glow)"',
        }),
      ].join(''),
    };
  },

  soft: ({ p, heading, body, t }) => ({
    defs: `<linearGradient id="wash" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.background}"/><stop offset="1" stop-color="${mix(p.background, p.accent2, 0.6)}"/></linearGradient><filter id="shadow" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="10" stdDeviation="12" flood-color="${p.ink}" flood-opacity="0.14"/></filter>`,
    body: [
      `<rect width="${width}" height="${height}" fill="url(#wash)"/>`,
      `<circle cx="300" cy="120" r="92" fill="${p.accent}" opacity="0.75"/>`,
      `<circle cx="110" cy="220" r="70" fill="${p.accent3}" opacity="0.7"/>`,
      `<circle cx="330" cy="280" r="46" fill="${p.accent2}" opacity="0.9"/>`,
      `<rect x="110" y="104" width="180" height="200" rx="28" fill="#ffffff" opacity="0.92" filter="url(#shadow)"/>`,
      jar(200, 268, 92, p.accent, p.accent3, p.accent2),
      textLines(wrap(t.headline, 18, 2), {
        x: 200,
        y: 366,
        size: 32,
        family: heading,
        fill: p.ink,
        weight: 600,
        anchor: 'middle',
        lineHeight: 1.15,
      }),
      button(t.cta, {
        x: 130,
        y: 426,
        w: 140,
        h: 42,
        radius: 21,
        fill: p.ink,
        color: p.background,
        family: body,
        size: 14,
      }),
      text(t.brand, {
        x: 200,
        y: 50,
        size: 13,
        family: heading,
        fill: p.ink,
        weight: 600,
        anchor: 'middle',
        tracking: 0.1,
      }),
    ].join(''),
  }),
};

// ── custom styles: a composition from their own data ─────────────────────────────────────────

/** Words in a design element that suggest a composition. */
const layoutHints: [RegExp, PreviewLayout][] = [
  [/neon|glow|night|synth/i, 'glow'],
  [/grid|tech|futur|digital|mono/i, 'grid'],
  [/leaf|leaves|botanic|natur|organic|arch|earth/i, 'arch'],
  [/confetti|festive|celebrat|gift|party|sparkl/i, 'confetti'],
  [/retro|vintage|70s|80s|sunset|grain/i, 'sunset'],
  [/magazine|editorial|column|masthead/i, 'magazine'],
  [/gold|luxur|premium|frame|elegant/i, 'frame'],
  [/blob|playful|sticker|fun|bounc/i, 'blobs'],
  [/pastel|soft|gradient|gentle/i, 'soft'],
  [/bold|diagonal|loud|oversized|brutal/i, 'poster'],
  [/chart|data|corporate|clean/i, 'split'],
  [/minimal|whitespace|quiet|calm/i, 'centered'],
];

/** A custom style's composition: hinted by its design elements, else by the kind of its heading font. */
export function previewLayoutOf(look: StyleLook): PreviewLayout {
  for (const element of look.designElements) {
    const hint = layoutHints.find(([pattern]) => pattern.test(element));
    if (hint) return hint[1];
  }
  const byFont: Record<ReturnType<typeof fontCategory>, PreviewLayout> = {
    sans: 'split',
    serif: 'magazine',
    display: 'poster',
    rounded: 'soft',
    mono: 'grid',
  };
  return byFont[fontCategory(look.fonts[0] ?? '')];
}

/** The preview of a style as a standalone SVG document. `seed` keeps scattered details stable. */
export function stylePreviewSvg(
  look: StyleLook & { layout?: PreviewLayout },
  text: PreviewText,
  seed = look.colors.join(''),
): string {
  const p = paletteOf(look.colors);
  const heading = look.fonts[0] ?? 'Inter';
  const body = look.fonts[1] ?? heading;
  const { defs = '', body: content } = layouts[look.layout ?? previewLayoutOf(look)]({
    p,
    heading,
    body,
    t: text,
    seed,
    elements: look.designElements,
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><defs>${defs}</defs><rect width="${width}" height="${height}" fill="${p.background}"/>${content}</svg>`;
}

/** The preview as a `data:` URL for an <img>. */
export function stylePreviewDataUrl(...args: Parameters<typeof stylePreviewSvg>): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(stylePreviewSvg(...args))}`;
}
