/**
 * The brand layer: the prompt read as a brief and ad copy written for it (`copy/`), and the brand
 * compositor that lays out and renders finished ads in the brand's colours, fonts and logo
 * (`compositor/`). The image adapters, the local animator, templates and previews use it through
 * this entry only (decisions 0020, 0033–0035); `testing.ts` holds its sample inputs for tests.
 */

export { blendOver } from './compositor/blend.ts';
export {
  createBrandCompositor,
  createBrandLayer,
  creativeThumbnail,
  type DocumentFiles,
  planCreative,
  prepareBrandLogo,
  renderCreative,
  renderDocument,
  warmBrandLayer,
} from './compositor/brand-compositor.ts';
export { type LayerPicture, refitTextLayers, renderDocumentLayers } from './compositor/edit-layers.ts';
export { chooseFamilies } from './compositor/layouts.ts';
export { buildPalette } from './compositor/palette.ts';
export { planForPlacement } from './compositor/placements.ts';
export type { Box, Scene, SceneElement } from './compositor/scene.ts';
export { sceneImages } from './compositor/scene-images.ts';
export { sceneToSvg } from './compositor/scene-svg.ts';
export { minimumLogoSide } from './compositor/strip.ts';
export { bundledFontFace, loadTypeface, textPath } from './compositor/typefaces.ts';
export { wordPattern } from './copy/brief-lexicon.ts';
export { phrasebooks } from './copy/copy-phrases.ts';
export { chooseCopyLanguage } from './copy/detect-language.ts';
export { detectIntent, type ParsedBrief, parseBrief, quotedTexts } from './copy/parse-brief.ts';
