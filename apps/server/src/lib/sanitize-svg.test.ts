import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from './sanitize-svg.ts';

const svg = (inner: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${attributes}>${inner}</svg>`;

const { DOMParser } = new JSDOM('').window;
function wellFormed(markup: string): boolean {
  return !new DOMParser().parseFromString(markup, 'image/svg+xml').querySelector('parsererror');
}

describe('sanitizeSvg', () => {
  it('keeps an ordinary logo: shapes, gradients, local references and class styles', () => {
    const logo = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient></defs>' +
        '<style>.a{fill:url(#g)}</style><path id="p" class="a" d="M0 0h10v10z"/><use href="#p"/>',
    );
    const clean = sanitizeSvg(logo) ?? '';
    expect(clean).toContain('<linearGradient id="g">');
    expect(clean).toContain('.a{fill:url(#g)}');
    expect(clean).toContain('<use href="#p"/>');
    expect(clean).toContain('viewBox="0 0 10 10"');
  });

  it('removes scripts, event handlers and foreignObject', () => {
    const clean =
      sanitizeSvg(
        svg(
          '<script>alert(1)</script><rect width="1" height="1" onclick="alert(2)"/>' +
            '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(3)"/></div></foreignObject>',
          ' onload="alert(0)"',
        ),
      ) ?? '';
    expect(clean).not.toMatch(/script|onload|onclick|onerror|foreignObject|alert/i);
    expect(clean).toContain('<rect');
  });

  it('removes javascript: links and every reference outside the file', () => {
    const clean =
      sanitizeSvg(
        svg(
          '<a href="javascript:alert(1)"><circle r="1"/></a><a xlink:href="javascript:alert(2)"><circle r="2"/></a>' +
            '<use href="https://evil.example/sprite.svg#x"/><use xlink:href="file:///etc/passwd#x"/>' +
            '<image href="https://evil.example/track.png"/><rect style="fill:url(https://evil.example/f)"/>' +
            '<rect fill="url(http://evil.example/g)"/><style>@import url(https://evil.example/a.css);</style>',
        ),
      ) ?? '';
    expect(clean).not.toMatch(/javascript|evil\.example|passwd|@import/);
    expect(clean).toContain('<circle r="2"/>');
  });

  it('keeps embedded raster images as data: URIs', () => {
    const image = '<image href="data:image/png;base64,iVBORw0KGgo="/>';
    expect(sanitizeSvg(svg(image))).toContain(image);
  });

  it('never expands entities (no XXE): the reference stays inert text', () => {
    const markup =
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd"><!ENTITY big "lol">]>' +
      svg('<text>&xxe;&big;</text>');
    const clean = sanitizeSvg(markup) ?? '';
    expect(clean).not.toMatch(/root:|ENTITY|DOCTYPE|lol/);
    expect(clean).toContain('<text>');
    expect(wellFormed(clean)).toBe(true);
  });

  it('answers well-formed SVG with its namespace, even from sloppy markup', () => {
    const clean = sanitizeSvg('<svg viewBox="0 0 1 1"><g><path d="M0 0"></g></svg>') ?? '';
    expect(clean.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(wellFormed(clean)).toBe(true);
  });

  it('refuses markup that is not one SVG image', () => {
    expect(sanitizeSvg('<html><body><p>hello</p></body></html>')).toBeNull();
    expect(sanitizeSvg('<svg></svg><svg></svg>')).toBeNull();
    expect(sanitizeSvg('just text')).toBeNull();
  });
});
