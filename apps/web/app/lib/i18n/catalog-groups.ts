/**
 * The app's strings come in groups per language, each one chunk (vite.config.ts): the account
 * group, all the sign-in pages (/auth) render from, the studio group, which every /app page loads as
 * well, the billing group, which only Settings (its Subscription section) and the checkout page use,
 * the admin group, which only /app/admin uses (its users, analytics and contact messages, 0051), the
 * explore group, which only /explore and the admin's moderation queue use (0058), and the creatives
 * group, which only the screens showing a creative's card or details use: the chat (/app/create) and
 * the library (/app/creatives), with their brand check, editor and download dialog (0065).
 */
export type CatalogGroup = 'account' | 'studio' | 'billing' | 'admin' | 'explore' | 'creatives';

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

/** Files of the admin group: the admin page's users, analytics dashboard and contact messages, which no other page shows. */
const adminFiles = new Set(['admin', 'analytics', 'support']);

/** Files of the explore group: the public feed's, which no studio page shows (0060). */
const exploreFiles = new Set(['explore']);

/**
 * Files of the creatives group: the creatives' actions, editor and versions, and the brand check
 * (0056), which only the chat's and the library's cards, the creative's details and the download
 * dialog show (0065).
 */
const creativesFiles = new Set(['creatives', 'brand-check']);

/** The group of a catalog file, e.g. `…/locales/de/two-factor.ts` → `account`. */
export function catalogGroup(path: string): CatalogGroup {
  const file = path.slice(path.lastIndexOf('/') + 1).replace(/\.ts$/, '');
  if (accountFiles.has(file)) return 'account';
  if (adminFiles.has(file)) return 'admin';
  if (exploreFiles.has(file)) return 'explore';
  if (creativesFiles.has(file)) return 'creatives';
  return billingFiles.has(file) ? 'billing' : 'studio';
}
