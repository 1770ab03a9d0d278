export { createBrandFontResolver } from './resolve-brand-font.ts';
