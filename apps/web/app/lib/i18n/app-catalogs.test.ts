import { languages } from '@brandloom/shared/i18n/languages';
import { resources } from '@brandloom/shared/i18n/resources';
import { describe, expect, it } from 'vitest';
import { loadCatalogs } from './app-catalogs';

/** The server's e-mails, and the public site's pages (their loaders put their part into the HTML), are left out. */
const serverOnly = ['emails', 'site'];

describe('the web app’s per-language catalogs', () => {
  it.each(languages)('loads every namespace of resources.ts but the server’s for %s', async (language) => {
    const expected = Object.fromEntries(
      Object.entries(resources[language]).filter(([namespace]) => !serverOnly.includes(namespace)),
    );
    const account = await loadCatalogs(language, 'account');
    const studio = await loadCatalogs(language, 'studio');
    const billing = await loadCatalogs(language, 'billing');
    const admin = await loadCatalogs(language, 'admin');
    const explore = await loadCatalogs(language, 'explore');
    const creatives = await loadCatalogs(language, 'creatives');
    // Each namespace in one group only; same names as in resources.ts (a file's export named as its namespace).
    const names = [account, studio, billing, admin, explore, creatives].flatMap((group) =>
      Object.keys(group),
    );
    expect(names.length).toBe(new Set(names).size);
    expect({ ...account, ...studio, ...billing, ...admin, ...explore, ...creatives }).toEqual(expected);
  });
});
