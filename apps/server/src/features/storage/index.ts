export { removeUnusedFiles } from './remove-unused-files.ts';
export { brandFilePaths, findStorageFolder } from './stored-files.repository.ts';
export type { ImageTransformer } from './transform-image.ts';
