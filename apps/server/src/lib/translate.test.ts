import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { languages } from '@brandloom/shared/i18n/languages';
import { resources } from '@brandloom/shared/i18n/resources';
import { describe, expect, it } from 'vitest';
import { serverCatalogs } from './server-catalogs.ts';
import { translateError, translator } from './translate.ts';

const serverSource = fileURLToPath(new URL('..', import.meta.url));

/** Every namespace the server's code translates with: `ns: 'x'` and `getFixedT(language, 'x')`. */
function namespacesNamedInServerCode(): Set<string> {
  const named = new Set<string>();
  for (const file of readdirSync(serverSource, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const text = readFileSync(join(serverSource, file), 'utf8');
    for (const match of text.matchAll(/\bns: '(\w+)'|getFixedT\(\w+, '(\w+)'\)/g)) {
      const namespace = match[1] ?? match[2];
      // Hono's secureHeaders option xFrameOptions is no namespace; only catalog names count.
      if (namespace && namespace in resources.en) named.add(namespace);
    }
  }
  return named;
}

describe('the server’s catalogs', () => {
  // i18next answers a key of a namespace it was not given with the key itself, silently.
  it('hold every namespace the server translates with, in every language, as the shared catalogs have it', () => {
    const named = namespacesNamedInServerCode();
    expect(named.size).toBeGreaterThan(0);
    for (const language of languages) {
      for (const namespace of named) {
        expect(serverCatalogs[language], `${language}:${namespace}`).toHaveProperty(namespace);
        expect(serverCatalogs[language][namespace as keyof (typeof serverCatalogs)['en']]).toBe(
          resources[language][namespace as keyof (typeof resources)['en']],
        );
      }
    }
  });

  it('translates with them', () => {
    expect(translateError('de', 'UNAUTHORIZED')).toBe(resources.de.errors.UNAUTHORIZED);
    expect(translator('fr').t('notCheckedReasons.video', { ns: 'brandCheck' })).toBe(
      resources.fr.brandCheck.notCheckedReasons.video,
    );
  });
});
