export { findBrandRow, isUserBrand } from './brands.repository.ts';
