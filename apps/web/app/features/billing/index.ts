// Light entry points only: every page with an upgrade prompt imports this. Settings imports the
// Subscription section (and its dialogs) from its own file, so no other page downloads it; the app
// layout imports use-checkout-end.ts alone, so the shell does not download the upgrade links.
export { resolveCheckoutIntent } from './checkout-intent';
export { useUpgradeHref } from './use-upgrade-href';
