import { resizeElement, translateElement } from '@brandloom/shared/layer-edits';
import type { Layer, LayerBox, LayerDocument, LayerElement } from '@brandloom/shared/layers';
import { clearLogoMove } from '@brandloom/shared/logo-clear-space';
import { useCallback, useRef, useState } from 'react';
import { type LayerPicture, type PhotoFocus, previewEdit } from './editor-queries';
import type { PhotoLook } from './photo-panel';

/**
 * The image editor's state (decision 0055): the layer document being edited and each layer's
 * picture as the server painted it, with undo and redo. A move shifts the document and the
 * picture alike (whole pixels, so the server's render of it is the same picture moved); any other
 * edit asks the server to set and paint the layers it touched again, and the answer replaces them
 * unless the layer changed again meanwhile.
 */

export interface EditorState {
  document: LayerDocument;
  pictures: Record<string, LayerPicture>;
  /** By photo path: where an uncropped photo centres, where its crop starts (0066). */
  photoFocus: PhotoFocus;
}

type Rgb = { r: number; g: number; b: number };
type CopyRole = 'headline' | 'subline' | 'cta';

const historyLimit = 100;
const sameElement = (first: LayerElement | undefined, second: LayerElement | undefined) =>
  JSON.stringify(first) === JSON.stringify(second);

const picturesById = (pictures: LayerPicture[]) =>
  Object.fromEntries(pictures.map((picture) => [picture.id, picture]));

function withLayer(document: LayerDocument, id: string, change: (layer: Layer) => Layer): LayerDocument {
  return { ...document, layers: document.layers.map((layer) => (layer.id === id ? change(layer) : layer)) };
}

/** An element painted in one colour, recoloured; anything else as it was. */
function recoloured(element: LayerElement, colour: Rgb): LayerElement {
  switch (element.kind) {
    case 'text':
      return { ...element, colour };
    case 'rect':
    case 'circle':
    case 'ellipse':
      return element.paint.kind === 'solid' ? { ...element, paint: { ...element.paint, colour } } : element;
    case 'outline':
      return { ...element, colour };
    default:
      return element;
  }
}

export function canRecolour(element: LayerElement): boolean {
  return sameElement(recoloured(element, { r: -1, g: -1, b: -1 }), element) === false;
}

const copyKeys: Record<CopyRole, 'headline' | 'subline' | 'callToAction'> = {
  headline: 'headline',
  subline: 'subline',
  cta: 'callToAction',
};

export const alignments = ['left', 'centre', 'right', 'top', 'middle', 'bottom'] as const;
export type Alignment = (typeof alignments)[number];

export function useLayerEditor(creativeId: string, start: EditorState) {
  const [present, setPresent] = useState(start);
  const [past, setPast] = useState<EditorState[]>([]);
  const [future, setFuture] = useState<EditorState[]>([]);
  const [pending, setPending] = useState(0);
  const [failed, setFailed] = useState<unknown>(null);
  const presentRef = useRef(present);
  presentRef.current = present;

  const commit = useCallback((next: EditorState) => {
    setPast((items) => [...items.slice(-historyLimit + 1), presentRef.current]);
    setFuture([]);
    presentRef.current = next;
    setPresent(next);
  }, []);

  /** Has the server set and paint these layers of the present document again. */
  const repaint = useCallback(
    async (layerIds: string[], refit: string[] = []) => {
      const sent = presentRef.current.document;
      setPending((count) => count + 1);
      try {
        const answer = await previewEdit(creativeId, sent, refit, layerIds);
        const current = presentRef.current;
        const unchanged = (id: string) =>
          sameElement(
            current.document.layers.find((layer) => layer.id === id)?.element,
            sent.layers.find((layer) => layer.id === id)?.element,
          );
        const fresh = answer.layers.filter((picture) => unchanged(picture.id));
        const next: EditorState = {
          document: {
            ...current.document,
            layers: current.document.layers.map((layer) => {
              const set = answer.document.layers.find((item) => item.id === layer.id);
              return set && refit.includes(layer.id) && unchanged(layer.id)
                ? { ...layer, element: set.element }
                : layer;
            }),
          },
          pictures: { ...current.pictures, ...picturesById(fresh) },
          photoFocus: { ...current.photoFocus, ...answer.photoFocus },
        };
        presentRef.current = next;
        setPresent(next);
        setFailed(null);
      } catch (error) {
        setFailed(error);
      } finally {
        setPending((count) => count - 1);
      }
    },
    [creativeId],
  );

  /** Moves a layer by whole pixels; a logo only as far as keeps its clear space (0066). */
  const move = (id: string, dx: number, dy: number) => {
    const kept = clearLogoMove(present.document, id, Math.round(dx), Math.round(dy));
    const [x, y] = [kept.dx, kept.dy];
    if (x === 0 && y === 0) return;
    const picture = present.pictures[id];
    commit({
      ...present,
      document: withLayer(present.document, id, (layer) => ({
        ...layer,
        element: translateElement(layer.element, x, y),
      })),
      pictures: picture
        ? { ...present.pictures, [id]: { ...picture, x: picture.x + x, y: picture.y + y } }
        : present.pictures,
    });
  };

  /**
   * Sets the layer's painted picture against an edge or the centre of the placement's safe area,
   * where nothing that matters may lie outside (a logo still keeps its clear space).
   */
  const align = (id: string, to: Alignment) => {
    const picture = present.pictures[id];
    if (!picture) return;
    const area = present.document.safeArea;
    const across = {
      left: area.x,
      centre: area.x + (area.width - picture.width) / 2,
      right: area.x + area.width - picture.width,
    };
    const down = {
      top: area.y,
      middle: area.y + (area.height - picture.height) / 2,
      bottom: area.y + area.height - picture.height,
    };
    if (to in across) move(id, across[to as keyof typeof across] - picture.x, 0);
    else move(id, 0, down[to as keyof typeof down] - picture.y);
  };

  /** The layer's picture given new bounds: its box scales with it, then the server paints it again. */
  const resize = (id: string, bounds: { x: number; y: number; width: number; height: number }) => {
    const layer = present.document.layers.find((item) => item.id === id);
    const picture = present.pictures[id];
    if (!layer || !picture || !('box' in layer.element)) return;
    const scaleX = bounds.width / picture.width;
    const scaleY = bounds.height / picture.height;
    const { box } = layer.element as { box: LayerBox };
    const next: LayerBox = {
      x: Math.round(bounds.x + (box.x - picture.x) * scaleX),
      y: Math.round(bounds.y + (box.y - picture.y) * scaleY),
      width: Math.max(8, Math.round(box.width * scaleX)),
      height: Math.max(8, Math.round(box.height * scaleY)),
    };
    commit({
      ...present,
      document: withLayer(present.document, id, (item) => ({
        ...item,
        element: resizeElement(item.element, next),
      })),
      pictures: { ...present.pictures, [id]: { ...picture, ...bounds } },
    });
    void repaint([id], layer.element.kind === 'text' ? [id] : []);
  };

  const setVisible = (id: string, visible: boolean) =>
    commit({ ...present, document: withLayer(present.document, id, (layer) => ({ ...layer, visible })) });

  /** Moves the layer `step` places up (towards the front) or down in paint order. */
  const reorder = (id: string, step: number) => {
    const layers = [...present.document.layers];
    const from = layers.findIndex((layer) => layer.id === id);
    const to = from + step;
    const [layer] = layers.splice(from, 1);
    if (from < 0 || to < 0 || to > layers.length || !layer) return;
    layers.splice(to, 0, layer);
    commit({ ...present, document: { ...present.document, layers } });
  };

  const recolour = (id: string, colour: Rgb) => {
    commit({
      ...present,
      document: withLayer(present.document, id, (layer) => ({
        ...layer,
        element: recoloured(layer.element, colour),
      })),
    });
    void repaint([id]);
  };

  /** New copy for a headline, sub-line or button: set again in its box by the server. */
  const setCopy = (role: CopyRole, text: string) => {
    const ids = present.document.layers.filter((layer) => layer.role === role).map((layer) => layer.id);
    const key = copyKeys[role];
    if (ids.length === 0 || present.document.copy[key] === text) return;
    commit({
      ...present,
      document: { ...present.document, copy: { ...present.document.copy, [key]: text } },
    });
    void repaint(ids, ids);
  };

  /**
   * The photo layer shows another of the user's stored pictures; a crop point of the one before
   * means nothing on it, so the new one starts uncropped (its filters stay).
   */
  const replacePhoto = (id: string, path: string) => {
    const photos = present.document.photos.includes(path)
      ? present.document.photos
      : [...present.document.photos, path];
    commit({
      ...present,
      document: withLayer({ ...present.document, photos }, id, (layer) => {
        if (layer.element.kind !== 'photo') return layer;
        const { crop: _dropped, ...element } = layer.element;
        return { ...layer, element: { ...element, reference: photos.indexOf(path) } };
      }),
    });
    // A logo over the photo may change its variant: everything is painted again.
    void repaint(present.document.layers.map((layer) => layer.id));
  };

  /** The photo layer's crop and filters (decision 0066), each left out when not set. */
  const setPhotoLook = (id: string, look: PhotoLook) => {
    commit({
      ...present,
      document: withLayer(present.document, id, (layer) => {
        if (layer.element.kind !== 'photo') return layer;
        const { crop: _crop, filters: _filters, ...element } = layer.element;
        return {
          ...layer,
          element: {
            ...element,
            ...(look.crop ? { crop: look.crop } : {}),
            ...(look.filters ? { filters: look.filters } : {}),
          },
        };
      }),
    });
    // The logo's variant and scrim follow the pixels under it: logos are painted again too.
    const logos = present.document.layers.filter((layer) => layer.role === 'logo').map((layer) => layer.id);
    void repaint([id, ...logos]);
  };

  const undo = () => {
    const previous = past.at(-1);
    if (!previous) return;
    setPast(past.slice(0, -1));
    setFuture([presentRef.current, ...future]);
    presentRef.current = previous;
    setPresent(previous);
  };
  const redo = () => {
    const [next, ...rest] = future;
    if (!next) return;
    setFuture(rest);
    setPast([...past, presentRef.current]);
    presentRef.current = next;
    setPresent(next);
  };

  return {
    ...present,
    canUndo: past.length > 0,
    canRedo: future.length > 0,
    edited: past.length > 0,
    busy: pending > 0,
    failed,
    move,
    align,
    resize,
    setVisible,
    reorder,
    recolour,
    setCopy,
    replacePhoto,
    setPhotoLook,
    undo,
    redo,
  };
}
export type LayerEditor = ReturnType<typeof useLayerEditor>;
