export { imageRequestSources } from './generation-worker-deps.ts';
export {
  type ImageRequestSources,
  loadImageRequest,
  loadLanguage,
  loadPhotos,
} from './load-image-request.ts';
