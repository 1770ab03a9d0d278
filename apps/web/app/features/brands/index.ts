export { cardLogo } from './brand-draft';
export { useBrands } from './brands-queries';
