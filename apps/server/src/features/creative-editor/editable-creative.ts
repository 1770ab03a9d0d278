import { fontCatalog } from '@brandloom/shared/font-catalog';
import type { LayerDocument } from '@brandloom/shared/layers';
import { type DocumentFiles, loadBrandLayer } from '../../brand-layer/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { type CreativeRow, findOwnCreative } from '../creatives/index.ts';
import { type ImageRequestSources, loadBrand, loadPhotos } from '../generation/index.ts';

/**
 * A creative as the image editor opens it (decision 0055): a finished image of the user's with its
 * layer document, and what an edit of it may name — fonts and stored pictures.
 */
export interface EditableCreative {
  row: CreativeRow;
  document: LayerDocument;
  /** Font files an edit may use: its own, the brand's, and the shipped catalogue (by pattern). */
  fontPaths: ReadonlySet<string>;
  /** Stored pictures an edit may use besides the user's uploads: the ones it already shows. */
  photoPaths: ReadonlySet<string>;
  /** The brand's logo, prepared once for every render of the session's document. */
  files: (document: LayerDocument) => Promise<DocumentFiles>;
  /** The brand's colours (hex), for the editor's palette. */
  palette: string[];
}

/** Shipped font packages (the catalogue and the compositor's defaults): their files are always allowed. */
const shippedPackages = new Set([
  ...fontCatalog.map((font) => font.id),
  'inter',
  'poppins',
  'playfair-display',
]);
const shippedFile = /^@fontsource\/([a-z0-9-]+)\/files\/[a-z0-9-]+\.(?:woff2?|ttf|otf)$/;

export function isShippedFont(path: string): boolean {
  const match = shippedFile.exec(path);
  return match !== null && shippedPackages.has(match[1] ?? '');
}

function fontPathsOf(document: LayerDocument): string[] {
  return document.layers.flatMap((layer) => (layer.element.kind === 'text' ? [layer.element.font.path] : []));
}

export async function loadEditableCreative(
  sources: ImageRequestSources,
  userId: string,
  id: string,
): Promise<EditableCreative> {
  const row = await findOwnCreative(sources.db, userId, id);
  if (!row) throw new AppError('CREATIVE_NOT_FOUND');
  const document = row.layers;
  if (row.mode !== 'image' || row.status !== 'completed' || !document)
    throw new AppError('CREATIVE_NOT_EDITABLE');
  const brand = await loadBrand(sources, row);
  const brandFonts = [brand?.fonts.heading, brand?.fonts.body].flatMap((face) =>
    (face?.files ?? []).map((file) => file.path),
  );
  const { prepareBrandLogo } = await loadBrandLayer();
  const logo = await prepareBrandLogo(brand);
  return {
    row,
    document,
    fontPaths: new Set([...fontPathsOf(document), ...brandFonts]),
    photoPaths: new Set(document.photos),
    files: async (edited) => ({ references: await loadPhotos(sources.storage, edited.photos), logo }),
    palette: brand?.colors ?? [],
  };
}
