// What other features use of the image editor: its button (the dialog loads when opened) and the history.
export { EditButton } from './edit-button';
export { VersionHistory } from './version-history';
