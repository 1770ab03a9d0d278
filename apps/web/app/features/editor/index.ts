// What other features use of the image editor: its button (the dialog loads when opened), the history
// and what a new version refreshes.
export { EditButton } from './edit-button';
export { useVersionSaved } from './editor-queries';
export { VersionHistory } from './version-history';
