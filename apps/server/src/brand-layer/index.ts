/**
 * The brand layer: the prompt read as a brief and ad copy written for it (`copy/`), and the brand
 * compositor that lays out and renders finished ads in the brand's colours, fonts and logo
 * (`compositor/`). The image adapters, the local animator, templates and previews use it through
 * this entry only (decisions 0020, 0033–0035); `testing.ts` holds its sample inputs for tests.
 *
 * This entry is light: its types, the few small rules used outside a drawing (the template
 * catalogue's family ranking, the brand check's palette and logo minimum, the lexicon's word
 * patterns and the phrasebooks) and `loadBrandLayer()`, which loads the rest (~0.5 MB of modules
 * with franc) with the first use, so a server is ready without compiling it (0073). Nothing here
 * imports `brand-layer.ts` but that one `import()`.
 */

export { blendOver } from './compositor/blend.ts';
export type { DocumentFiles } from './compositor/brand-compositor.ts';
export type { LayerPicture } from './compositor/edit-layers.ts';
export { chooseFamilies } from './compositor/family-choice.ts';
export { minimumLogoSide } from './compositor/logo-minimum.ts';
export { buildPalette } from './compositor/palette.ts';
export type { Box, Scene, SceneElement } from './compositor/scene.ts';
export { wordPattern } from './copy/brief-lexicon.ts';
export { phrasebooks } from './copy/copy-phrases.ts';
export type { ParsedBrief } from './copy/parse-brief.ts';

const importBrandLayer = () => import('./brand-layer.ts');

let loading: ReturnType<typeof importBrandLayer> | undefined;

/** The compositor and the brief's parser, loaded once, on first use. */
export function loadBrandLayer(): ReturnType<typeof importBrandLayer> {
  loading ??= importBrandLayer();
  return loading;
}
