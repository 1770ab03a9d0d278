export { imageRequestSources } from './generation-worker-deps.ts';
export {
  type ImageRequestSources,
  loadBrand,
  loadLanguage,
  loadPhotos,
} from './load-image-request.ts';
