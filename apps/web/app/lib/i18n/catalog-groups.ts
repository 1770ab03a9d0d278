/**
 * The app's strings come in three groups per language, each one chunk (vite.config.ts): the account
 * group, all the sign-in pages (/auth) render from, the studio group, which /app loads as well, and
 * the billing group, which only Settings (its Subscription section) and the checkout page use, and
 * the admin group, which only /app/admin uses (its analytics dashboard, 0051), and the explore group,
 * which only /explore and the admin's moderation queue use (0058).
 */
export type CatalogGroup = 'account' | 'studio' | 'billing' | 'admin' | 'explore';

/**
 * Files of packages/shared/src/i18n/locales/{language}/ in the account group: the sign-in pages'
 * own, the error messages, and `app` for the toasts they share with /app. `common` and `marketing`
 * are in the public pages' chunk, which every page loads anyway. Any other file is the studio's.
 */
const accountFiles = new Set([
  'common',
  'marketing',
  'app',
  'auth',
  'auth-errors',
  'errors',
  'oauth',
  'two-factor',
]);

/** Files of the billing group: plans, prices and the subscription, which no other /app page shows. */
const billingFiles = new Set(['pricing', 'subscription']);

/** Files of the admin group: the admin page's analytics dashboard, which no other page shows. */
const adminFiles = new Set(['analytics']);

/** Files of the explore group: the public feed's, which no studio page shows (0060). */
const exploreFiles = new Set(['explore']);

/** The group of a catalog file, e.g. `…/locales/de/two-factor.ts` → `account`. */
export function catalogGroup(path: string): CatalogGroup {
  const file = path.slice(path.lastIndexOf('/') + 1).replace(/\.ts$/, '');
  if (accountFiles.has(file)) return 'account';
  if (adminFiles.has(file)) return 'admin';
  if (exploreFiles.has(file)) return 'explore';
  return billingFiles.has(file) ? 'billing' : 'studio';
}
