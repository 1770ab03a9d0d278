export { type BrandRow, findBrandRow, isUserBrand } from './brands.repository.ts';
