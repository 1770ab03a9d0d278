import * as csstree from 'css-tree';
import { normaliseColor } from './css-colors.ts';
import { absoluteUrl } from './website-fetch.ts';

/**
 * What one stylesheet (a linked file, a <style> block or a style attribute) says about a brand:
 * its custom properties, the colours it uses and how prominently, its font families and web
 * fonts, and its background images.
 */
export interface StylesheetFacts {
  /** `--name` → colour, for custom properties whose value is a colour. */
  colorVariables: Map<string, string>;
  /** How often each custom property is used through var(). */
  variableUses: Map<string, number>;
  /** Colour → weighted count of its uses (backgrounds count more than borders). */
  colorWeights: Map<string, number>;
  /** Font family → how often a declaration names it first. */
  fontFamilies: Map<string, number>;
  /** @font-face rules: family and the first font file URL (absolute). */
  fontFaces: { family: string; url: string | null }[];
  /** Stylesheets pulled in with @import (absolute URLs), e.g. Google Fonts. */
  imports: string[];
  /** Images of background(-image) declarations (absolute URLs). */
  backgroundImages: string[];
}

export function emptyStylesheetFacts(): StylesheetFacts {
  return {
    colorVariables: new Map(),
    variableUses: new Map(),
    colorWeights: new Map(),
    fontFamilies: new Map(),
    fontFaces: [],
    imports: [],
    backgroundImages: [],
  };
}

/** Big painted areas say more about a brand than a hairline border. */
function colorWeightOf(property: string): number {
  if (property.startsWith('--')) return 0;
  if (/^(background|background-color|fill)$/.test(property)) return 3;
  if (/^(color|stroke|outline-color|accent-color|text-decoration-color|caret-color)$/.test(property))
    return 2;
  if (
    /^(border|outline|box-shadow|text-shadow|border-.*-color|border-(top|right|bottom|left)|border-color)$/.test(
      property,
    )
  )
    return 1;
  return 0;
}

const genericFamilies = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-serif',
  'ui-sans-serif',
  'ui-monospace',
  'ui-rounded',
  'emoji',
  'math',
  'fangsong',
  'inherit',
  'initial',
  'unset',
  'revert',
  'revert-layer',
  '-apple-system',
  'blinkmacsystemfont',
]);

function unquote(text: string): string {
  return text
    .trim()
    .replace(/^(['"])(.*)\1$/, '$2')
    .trim();
}

/** The first family of a `font-family` list, unless it is generic or a var(). */
function firstFamily(list: string): string | null {
  const first = unquote(list.split(',')[0] ?? '');
  if (!first || first.includes('var(') || genericFamilies.has(first.toLowerCase())) return null;
  return first;
}

/** The family list at the end of a `font` shorthand: whatever follows the size (and line height). */
function familyListOfShorthand(value: csstree.Value): string | null {
  const nodes = value.children.toArray();
  const sizeIndex = nodes.findIndex((node) => node.type === 'Dimension' || node.type === 'Percentage');
  if (sizeIndex < 0) return null;
  let start = sizeIndex + 1;
  if (nodes[start]?.type === 'Operator' && (nodes[start] as csstree.Operator).value === '/') start += 2;
  const rest = nodes.slice(start);
  return rest.length > 0 ? rest.map((node) => csstree.generate(node)).join(' ') : null;
}

function increment(map: Map<string, number>, key: string, by = 1): void {
  map.set(key, (map.get(key) ?? 0) + by);
}

/** Colours named in a value; named colours only where a colour is expected. */
function colorsIn(value: csstree.CssNode, namedAllowed: boolean): string[] {
  const colors: string[] = [];
  csstree.walk(value, (node) => {
    let text: string | null = null;
    if (node.type === 'Hash') text = `#${node.value}`;
    else if (node.type === 'Function' && /^(rgba?|hsla?)$/i.test(node.name)) text = csstree.generate(node);
    else if (node.type === 'Identifier' && namedAllowed) text = node.name;
    const color = text ? normaliseColor(text) : null;
    if (color) colors.push(color);
  });
  return colors;
}

function variablesIn(value: csstree.CssNode): string[] {
  const names: string[] = [];
  csstree.walk(value, (node) => {
    if (node.type !== 'Function' || node.name.toLowerCase() !== 'var') return;
    const first = node.children.first;
    if (first?.type === 'Identifier') names.push(first.name);
  });
  return names;
}

/**
 * Adds what `css` says to `facts`. `baseUrl` resolves relative URLs. `context` is
 * 'declarationList' for a style attribute. Broken CSS is read as far as it parses.
 */
export function collectStylesheetFacts(
  facts: StylesheetFacts,
  css: string,
  baseUrl: string,
  context: 'stylesheet' | 'declarationList' = 'stylesheet',
): void {
  const ast = csstree.parse(css, { context, parseCustomProperty: true, onParseError: () => {} });

  csstree.walk(ast, {
    visit: 'Atrule',
    enter(node) {
      if (node.name.toLowerCase() !== 'import' || !node.prelude) return;
      csstree.walk(node.prelude, (child) => {
        const text = child.type === 'Url' ? child.value : child.type === 'String' ? child.value : null;
        const url = text ? absoluteUrl(text, baseUrl) : null;
        if (url) facts.imports.push(url);
        return child.type === 'Url' || child.type === 'String' ? csstree.walk.break : undefined;
      });
    },
  });

  csstree.walk(ast, {
    visit: 'Declaration',
    enter(node) {
      const property = node.property.toLowerCase();
      const value = node.value;
      if (value.type !== 'Value') return;

      if (this.atrule?.name.toLowerCase() === 'font-face') {
        if (property === 'font-family') {
          const family = unquote(csstree.generate(value));
          if (family) facts.fontFaces.push({ family, url: null });
        } else if (property === 'src') {
          let url: string | null = null;
          csstree.walk(value, (child) => {
            if (child.type === 'Url' && !url) url = absoluteUrl(child.value, baseUrl);
          });
          const face = facts.fontFaces.at(-1);
          if (face && !face.url) face.url = url;
        }
        return;
      }

      if (property.startsWith('--')) {
        const [color] = colorsIn(value, true);
        const text = csstree.generate(value).trim();
        // Only a variable that is one colour, not a shadow or gradient that contains one.
        if (color && normaliseColor(text) === color) facts.colorVariables.set(node.property, color);
      }
      for (const name of variablesIn(value)) increment(facts.variableUses, name);

      const weight = colorWeightOf(property);
      if (weight > 0) for (const color of colorsIn(value, true)) increment(facts.colorWeights, color, weight);

      if (property === 'font-family' || property === 'font') {
        const list = property === 'font' ? familyListOfShorthand(value) : csstree.generate(value);
        const family = list ? firstFamily(list) : null;
        if (family) increment(facts.fontFamilies, family);
      }

      if (property === 'background' || property === 'background-image') {
        csstree.walk(value, (child) => {
          const url = child.type === 'Url' ? absoluteUrl(child.value, baseUrl) : null;
          if (url) facts.backgroundImages.push(url);
        });
      }
    },
  });
}
