export { templateCatalogue, templateLook } from './catalog/catalog.ts';
export { ensureTemplateUsable, isTemplateLive } from './ensure-template-usable.ts';
export { recordTemplateUse } from './templates.repository.ts';
