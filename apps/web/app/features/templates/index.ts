export { PickTemplateDialog } from './components/pick-template-dialog';
export { TemplateTitle } from './components/template-title';
