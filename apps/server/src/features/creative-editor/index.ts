export { type CreativeEditorDeps, saveCreativeVersion } from './save-creative-version.ts';
