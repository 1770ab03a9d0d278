import { languages } from '@brandloom/shared/i18n/languages';
import { resources } from '@brandloom/shared/i18n/resources';
import { describe, expect, it } from 'vitest';
import { loadCatalogs } from './app-catalogs';

/** The server's e-mails are the one namespace the web app leaves out. */
const serverOnly = ['emails'];

describe('the web app’s per-language catalogs', () => {
  it.each(languages)('loads every namespace of resources.ts but the server’s for %s', async (language) => {
    const expected = Object.fromEntries(
      Object.entries(resources[language]).filter(([namespace]) => !serverOnly.includes(namespace)),
    );
    // Same namespaces under the same names: a new file needs its export named as in resources.ts.
    expect(await loadCatalogs(language)).toEqual(expected);
  });
});
