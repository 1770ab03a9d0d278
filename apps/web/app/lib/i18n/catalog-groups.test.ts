import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { resources } from '@brandloom/shared/i18n/resources';
import { expect, it } from 'vitest';
import { loadCatalogs } from './app-catalogs';

const appFolder = path.resolve(import.meta.dirname, '../..');

/** The app's own modules a file imports (`~/…` and relative paths), statically or lazily. */
function localImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/\bfrom\s+'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/g)].map(
    (match) => match[1] ?? match[2] ?? '',
  );
  return specifiers.flatMap((specifier) => {
    const base = specifier.startsWith('~/')
      ? path.join(appFolder, specifier.slice(2))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(file), specifier)
        : null;
    if (!base) return [];
    const found = ['', '.ts', '.tsx']
      .map((extension) => base + extension)
      .find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    return found ? [found] : [];
  });
}

it('gives the sign-in pages every namespace they and what they render use', async () => {
  const authRoutes = path.join(appFolder, 'routes/auth');
  const pending = readdirSync(authRoutes).map((file) => path.join(authRoutes, file));
  const seen = new Set<string>();
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...localImports(file));
  }
  const namespaces = Object.keys(resources.en);
  const used = new Set<string>();
  for (const file of seen) {
    // Keys are written 'ns:key' (or `ns:${…}`): every such prefix that names a namespace.
    for (const [, prefix] of readFileSync(file, 'utf8').matchAll(/['`](\w+):/g)) {
      if (prefix && namespaces.includes(prefix)) used.add(prefix);
    }
  }
  const account = Object.keys(await loadCatalogs('en', 'account'));
  expect(used.size).toBeGreaterThan(3);
  expect([...used].filter((namespace) => !account.includes(namespace))).toEqual([]);
});
