import { type LayerDocument, type LayerElement, layerDocumentSchema } from '@brandloom/shared/layers';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findOwnUploadPaths } from './creative-editor.repository.ts';
import { type EditableCreative, isShippedFont } from './editable-creative.ts';

/**
 * An edited layer document, checked before anything is rendered from it (decision 0055): the
 * schema, the original's canvas and brand, bounds on every number and size a renderer would
 * allocate for, and files it may read — fonts shipped or the user's brand's or its own, pictures
 * it already showed or the user's own uploads. Never a path the user could not otherwise reach.
 */

const limits = {
  layers: 200,
  elements: 600,
  depth: 4,
  /** Any coordinate or length, in canvas pixels (a box may reach past the canvas, not far). */
  reach: 2,
  pathData: 200_000,
  lines: 12,
  lineCharacters: 300,
  copyCharacters: 500,
  fontSize: 1000,
  blur: 200,
  iconName: 100,
} as const;

function invalid(reason: string): never {
  throw new AppError('LAYER_DOCUMENT_INVALID', { details: { reason } });
}

interface Walk {
  elements: number;
  fonts: Set<string>;
}

/** Every number finite and within reach; boxes sized no more than `reach` canvases. */
function checkNumbers(value: unknown, span: number, where: string): void {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || Math.abs(value) > span * limits.reach) invalid(`${where} out of bounds`);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      checkNumbers(item, span, `${where}.${index}`);
    });
    return;
  }
  if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) checkNumbers(item, span, `${where}.${key}`);
}

function checkElement(element: LayerElement, walk: Walk, depth: number): void {
  walk.elements += 1;
  if (walk.elements > limits.elements) invalid('too many elements');
  if (depth > limits.depth) invalid('elements nested too deep');
  if ('box' in element && (element.box.width < 0 || element.box.height < 0)) invalid('negative box');
  switch (element.kind) {
    case 'text': {
      const { fitted } = element;
      if (fitted.fontSize <= 0 || fitted.fontSize > limits.fontSize) invalid('font size out of bounds');
      if (fitted.lines.length > limits.lines) invalid('too many lines');
      if (fitted.lines.some((line) => line.text.length > limits.lineCharacters)) invalid('line too long');
      walk.fonts.add(element.font.path);
      return;
    }
    case 'path':
      if (element.d.length > limits.pathData) invalid('path too long');
      if ((element.glow ?? 0) > limits.blur) invalid('glow too wide');
      return;
    case 'illustration':
      if (element.icon.length > limits.iconName) invalid('icon name too long');
      return;
    case 'rect':
    case 'outline':
      if ((element.shadow?.blur ?? 0) > limits.blur) invalid('shadow too wide');
      return;
    case 'accent':
    case 'clip':
      for (const child of element.elements) checkElement(child, walk, depth + 1);
      return;
    default:
      return;
  }
}

export async function checkLayerDocument(
  db: Database,
  editable: EditableCreative,
  input: unknown,
): Promise<LayerDocument> {
  const parsed = layerDocumentSchema.safeParse(input);
  if (!parsed.success) invalid(parsed.error.issues[0]?.path.join('.') || 'not a layer document');
  const document = parsed.data;
  const { document: original } = editable;
  if (document.width !== original.width || document.height !== original.height)
    invalid('canvas size changed');
  if (document.brandId !== original.brandId) invalid('brand changed');
  if (document.layers.length > limits.layers) invalid('too many layers');
  const copy = [document.copy.headline, document.copy.subline ?? '', document.copy.callToAction ?? ''];
  if (copy.some((text) => text.length > limits.copyCharacters)) invalid('copy too long');
  const span = Math.max(document.width, document.height);
  checkNumbers(document.layers, span, 'layers');
  checkNumbers(document.safeArea, span, 'safeArea');
  const walk: Walk = { elements: 0, fonts: new Set() };
  for (const layer of document.layers) checkElement(layer.element, walk, 0);
  if (new Set(document.layers.map((layer) => layer.id)).size !== document.layers.length)
    invalid('layer ids repeat');
  const strangeFont = [...walk.fonts].some(
    (path) => path !== '' && !editable.fontPaths.has(path) && !isShippedFont(path),
  );
  const newPhotos = document.photos.filter((path) => !editable.photoPaths.has(path));
  const ownUploads = new Set(await findOwnUploadPaths(db, editable.row.userId, newPhotos));
  if (strangeFont || newPhotos.some((path) => !ownUploads.has(path)))
    throw new AppError('LAYER_FILE_NOT_ALLOWED');
  return document;
}
