import { type LayerPicture, loadBrandLayer } from '../../brand-layer/index.ts';
import type { ImageRequestSources } from '../generation/index.ts';
import { checkLayerDocument } from './check-layer-document.ts';
import { loadEditableCreative } from './editable-creative.ts';

/**
 * What the image editor shows (decision 0055): the edited document with the named text layers set
 * again in their boxes, and its layers (all, or the named ones) painted one by one by the
 * compositor's renderer, so the editor places the pixels the saved image will have.
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
  const { refitTextLayers, renderDocumentLayers } = await loadBrandLayer();
  const document = refitTextLayers(checked, edit.refit);
  const layers: LayerPicture[] = await renderDocumentLayers(
    document,
    await editable.files(document),
    edit.layers ? new Set(edit.layers) : undefined,
  );
  return { document, layers, palette: editable.palette };
}
