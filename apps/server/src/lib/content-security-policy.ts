import { createHash } from 'node:crypto';

const directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
};

/** The app's Content-Security-Policy; `scriptSources` adds hashes for a page's inline scripts. */
export function contentSecurityPolicy(scriptSources: readonly string[] = []): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values, ...(name === 'script-src' ? scriptSources : [])].join(' '))
    .join('; ');
}

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** CSP `'sha256-…'` sources for every inline <script> of an HTML document (external ones need none). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(inlineScript)) {
    if (/\bsrc\s*=/i.test(attributes) || body === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
