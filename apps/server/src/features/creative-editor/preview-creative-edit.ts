import { type LayerPicture, loadBrandLayer } from '../../brand-layer/index.ts';
import type { ImageRequestSources } from '../generation/index.ts';
import { checkLayerDocument } from './check-layer-document.ts';
import { loadEditableCreative } from './editable-creative.ts';

/**
 * What the image editor shows (decision 0055): the edited document with the named text layers set
 * again in their boxes, and its layers (all, or the named ones) painted one by one by the
 * compositor's renderer, so the editor places the pixels the saved image will have; and where each
 * uncropped photo centres, where its crop starts.
 */
export async function previewCreativeEdit(
  deps: ImageRequestSources,
  userId: string,
  creativeId: string,
  edit: { document?: unknown; refit: string[]; layers?: string[] },
) {
  const editable = await loadEditableCreative(deps, userId, creativeId);
  const checked =
    edit.document === undefined
      ? editable.document
      : await checkLayerDocument(deps.db, editable, edit.document);
  const { photoFocusPoints, refitTextLayers, renderDocumentLayers } = await loadBrandLayer();
  const document = refitTextLayers(checked, edit.refit);
  const files = await editable.files(document);
  const [layers, photoFocus]: [LayerPicture[], Record<string, { x: number; y: number }>] = await Promise.all([
    renderDocumentLayers(document, files, edit.layers ? new Set(edit.layers) : undefined),
    photoFocusPoints(document, files),
  ]);
  return { document, layers, photoFocus, palette: editable.palette };
}
