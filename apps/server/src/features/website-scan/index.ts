export { fetchWebsiteImage } from './fetch-website-image.ts';
export { requireImageImportPlan } from './require-image-import-plan.ts';
