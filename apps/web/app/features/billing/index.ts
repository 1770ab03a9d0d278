export { resolveCheckoutIntent } from './checkout-intent';
export { SubscriptionSection } from './components/subscription-section';
export { useCheckoutEnd } from './use-checkout-end';
export { useUpgradeHref } from './use-upgrade-href';
