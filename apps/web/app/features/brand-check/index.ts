// What other features may use of the brand check: the card badge and the reasons panel (0056).
export { BrandCheckBadge } from './brand-check-badge';
export { BrandCheckPanel } from './brand-check-panel';
