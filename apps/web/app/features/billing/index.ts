// Light entry points only: every page with an upgrade prompt imports this. Settings imports the
// Subscription section (and its dialogs) from its own file, so no other page downloads it.
export { resolveCheckoutIntent } from './checkout-intent';
export { useCheckoutEnd } from './use-checkout-end';
export { useUpgradeHref } from './use-upgrade-href';
