export { presetViews } from './list-styles.ts';
export { findUserStyle } from './styles.repository.ts';
