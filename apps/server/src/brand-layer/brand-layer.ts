/**
 * The brand layer's drawing and reading code: the compositor (layouts, scenes, typefaces,
 * rendering with sharp) and the brief's parser with its language detection (franc). Production
 * code reaches it through `loadBrandLayer()` in `index.ts`, so a server loads it with its first
 * image rather than before it is ready (0073); tests and scripts import it directly.
 */

export {
  createBrandCompositor,
  createBrandLayer,
  planCreative,
  prepareBrandLogo,
  renderCreative,
  renderDocument,
  warmBrandLayer,
} from './compositor/brand-compositor.ts';
export { photoFocusPoints, refitTextLayers, renderDocumentLayers } from './compositor/edit-layers.ts';
export { planForPlacement } from './compositor/placements.ts';
export { creativeThumbnail, thumbnailOf } from './compositor/rasterise.ts';
export { sceneImages } from './compositor/scene-images.ts';
export { sceneToSvg } from './compositor/scene-svg.ts';
export { bundledFontFace, loadTypeface, textPath } from './compositor/typefaces.ts';
export { chooseCopyLanguage } from './copy/detect-language.ts';
export { detectIntent, parseBrief, quotedTexts } from './copy/parse-brief.ts';
