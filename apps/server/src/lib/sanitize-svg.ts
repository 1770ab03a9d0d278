import { createRequire } from 'node:module';
import type { DOMPurify } from 'dompurify';
import type { JSDOM } from 'jsdom';

/**
 * SVG logos are stored and served from our own origin, so their markup is cleaned before it is
 * kept: DOMPurify (with a jsdom window) drops scripts, event handlers, foreignObject and anything
 * not in its SVG allow-list; our hooks drop every reference that leaves the file (href/xlink:href
 * other than `#id`, CSS `url()`/`@import` to anything but `#id`), keeping only embedded raster
 * images as `data:` URIs. The HTML parser DOMPurify uses never expands DTD entities.
 */

// Allows `url(#gradient)`, refuses `url(http…)`, `url(data:…)`, `@import` and script-ish CSS.
const externalCss = /@import|url\(\s*(?!['"]?\s*#)|javascript:|expression\(/i;
const embeddedImage = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;

let purifier: { purify: DOMPurify; window: JSDOM['window'] } | undefined;

// jsdom costs ~100 MB and seconds to load: it is loaded with the first SVG, not at start (0043).
const requireOnFirstUse = createRequire(import.meta.url);

function svgPurifier() {
  if (purifier) return purifier;
  const { JSDOM } = requireOnFirstUse('jsdom') as typeof import('jsdom');
  const createDOMPurify = requireOnFirstUse('dompurify') as typeof import('dompurify').default;
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const name = data.attrName.toLowerCase();
    const value = data.attrValue.trim();
    if (name === 'href' || name === 'xlink:href') {
      const embedded = node.nodeName.toLowerCase() === 'image' && embeddedImage.test(value);
      if (!value.startsWith('#') && !embedded) data.keepAttr = false;
    } else if (externalCss.test(value)) {
      data.keepAttr = false;
    }
  });
  purify.addHook('afterSanitizeElements', (node) => {
    if (node.nodeName.toLowerCase() === 'style' && externalCss.test(node.textContent ?? '')) {
      node.parentNode?.removeChild(node);
    }
  });
  purifier = { purify, window };
  return purifier;
}

/**
 * The SVG document in `markup`, cleaned and serialised as well-formed XML, or null when the markup
 * is not an SVG image (its only element is not an `<svg>`, or nothing is left after cleaning).
 */
export function sanitizeSvg(markup: string): string | null {
  const { purify, window } = svgPurifier();
  const body = purify.sanitize(markup, {
    USE_PROFILES: { svg: true, svgFilters: true },
    // `use` is off by default; the hook above keeps it to references inside the file.
    ADD_TAGS: ['use'],
    FORBID_TAGS: ['foreignObject', 'script', 'iframe', 'embed', 'object'],
    RETURN_DOM: true,
  });
  const elements = [...(body as HTMLElement).children];
  const [root] = elements;
  if (elements.length !== 1 || !root || root.namespaceURI !== 'http://www.w3.org/2000/svg') return null;
  if (root.localName !== 'svg') return null;
  const svg = new window.XMLSerializer().serializeToString(root);
  const reparsed = new window.DOMParser().parseFromString(svg, 'image/svg+xml');
  if (reparsed.getElementsByTagName('parsererror').length > 0) return null;
  return svg;
}
