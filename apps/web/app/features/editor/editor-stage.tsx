import { resizableKinds } from '@brandloom/shared/layer-edits';
import type { LayerDocument } from '@brandloom/shared/layers';
import { clearLogoMove } from '@brandloom/shared/logo-clear-space';
import type Konva from 'konva';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Image as KonvaImage, Layer as KonvaLayer, Line, Rect, Stage, Transformer } from 'react-konva';
import type { LayerPicture } from './editor-queries';

/**
 * The editor's canvas (react-konva): each layer's picture, as the server painted it, where the
 * document puts it. Layers drag (snapping to the canvas's and the other layers' edges and centres,
 * with guides; a logo keeping its clear space) and resize; a double click (or tap) on copy opens it for typing.
 */

interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface StageProps {
  document: LayerDocument;
  pictures: Record<string, LayerPicture>;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  onMove: (id: string, dx: number, dy: number) => void;
  onResize: (id: string, bounds: Bounds) => void;
  onEditText: (id: string) => void;
  /** Canvas pixels per screen pixel changes as the stage fits its box. */
  onScale?: (scale: number) => void;
  label: string;
}

const images = new Map<string, HTMLImageElement>();

/** The picture's image, decoded once per data URL. */
function usePictureImage(source: string): HTMLImageElement | null {
  const [image, setImage] = useState(() => {
    const known = images.get(source);
    return known?.complete ? known : null;
  });
  useEffect(() => {
    const known = images.get(source);
    if (known?.complete) {
      setImage(known);
      return;
    }
    const element = known ?? new window.Image();
    images.set(source, element);
    const loaded = () => setImage(element);
    element.addEventListener('load', loaded);
    if (!known) element.src = source;
    return () => element.removeEventListener('load', loaded);
  }, [source]);
  return image;
}

function PictureNode({
  picture,
  draggable,
  visible,
  onSelect,
  onDragStart,
  onDragMove,
  onDragEnd,
  onEditText,
  nodeRef,
}: {
  picture: LayerPicture;
  draggable: boolean;
  visible: boolean;
  onSelect: () => void;
  onDragStart: (node: Konva.Image) => void;
  onDragMove: (node: Konva.Image) => void;
  onDragEnd: (node: Konva.Image) => void;
  onEditText: () => void;
  nodeRef: (node: Konva.Image | null) => void;
}) {
  const image = usePictureImage(picture.image);
  if (!image) return null;
  return (
    <KonvaImage
      ref={nodeRef}
      name={picture.id}
      image={image}
      x={picture.x}
      y={picture.y}
      width={picture.width}
      height={picture.height}
      visible={visible}
      draggable={draggable}
      onMouseDown={onSelect}
      onTouchStart={onSelect}
      onDragStart={(event) => onDragStart(event.target as Konva.Image)}
      onDragMove={(event) => onDragMove(event.target as Konva.Image)}
      onDragEnd={(event) => onDragEnd(event.target as Konva.Image)}
      onDblClick={onEditText}
      onDblTap={onEditText}
    />
  );
}

interface Guide {
  vertical: boolean;
  at: number;
}

/** Snaps a dragged box to the nearest edge or centre within `reach`, saying which lines it met. */
function snap(box: Bounds, targets: { xs: number[]; ys: number[] }, reach: number) {
  const nearest = (edges: number[], lines: number[]) => {
    let best: { shift: number; at: number } | null = null;
    for (const edge of edges)
      for (const line of lines) {
        const shift = line - edge;
        if (Math.abs(shift) <= reach && (!best || Math.abs(shift) < Math.abs(best.shift)))
          best = { shift, at: line };
      }
    return best;
  };
  const x = nearest([box.x, box.x + box.width / 2, box.x + box.width], targets.xs);
  const y = nearest([box.y, box.y + box.height / 2, box.y + box.height], targets.ys);
  const guides: Guide[] = [];
  if (x) guides.push({ vertical: true, at: x.at });
  if (y) guides.push({ vertical: false, at: y.at });
  return { dx: x?.shift ?? 0, dy: y?.shift ?? 0, guides };
}

export function EditorStage(props: StageProps) {
  const { document, pictures, selectedId } = props;
  const frame = useRef<HTMLDivElement>(null);
  const transformer = useRef<Konva.Transformer>(null);
  const nodes = useRef(new Map<string, Konva.Image>());
  const mainLayer = useRef<Konva.Layer>(null);
  const dragLayer = useRef<Konva.Layer>(null);
  const dragFrom = useRef(0);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const verticalGuide = useRef<Konva.Line>(null);
  const horizontalGuide = useRef<Konva.Line>(null);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const scale = size.width > 0 ? Math.min(size.width / document.width, size.height / document.height) : 0;
  const { onScale } = props;
  useEffect(() => {
    if (scale > 0) onScale?.(scale);
  }, [scale, onScale]);

  const selected = document.layers.find((layer) => layer.id === selectedId);
  const selectedPicture = selectedId ? pictures[selectedId] : undefined;
  const resizable = selected ? resizableKinds.has(selected.element.kind) && selected.visible : false;
  const keepRatio = selected?.element.kind !== 'text';

  // Pictures are remounted when they change, so the transformer follows them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pictures and document remount the nodes
  useEffect(() => {
    const node = selectedId ? nodes.current.get(selectedId) : undefined;
    transformer.current?.nodes(node && resizable ? [node] : []);
    transformer.current?.getLayer()?.batchDraw();
  }, [selectedId, resizable, pictures, document]);

  /** Lines a dragged layer snaps to: the canvas's edges and centre, the other visible layers'. */
  const targets = useMemo(() => {
    const xs = [0, document.width / 2, document.width];
    const ys = [0, document.height / 2, document.height];
    for (const layer of document.layers) {
      const picture = pictures[layer.id];
      if (!picture || !layer.visible || layer.id === selectedId || layer.role === 'background') continue;
      xs.push(picture.x, picture.x + picture.width / 2, picture.x + picture.width);
      ys.push(picture.y, picture.y + picture.height / 2, picture.y + picture.height);
    }
    return { xs, ys };
  }, [document, pictures, selectedId]);

  const snapReach = scale > 0 ? 6 / scale : 0;

  /** Shows the guides a drag meets, set on the Konva lines directly: no React render per move. */
  const showGuides = (guides: Guide[]) => {
    const vertical = guides.find((guide) => guide.vertical);
    const horizontal = guides.find((guide) => !guide.vertical);
    verticalGuide.current
      ?.visible(Boolean(vertical))
      .points(vertical ? [vertical.at, 0, vertical.at, document.height] : []);
    horizontalGuide.current
      ?.visible(Boolean(horizontal))
      .points(horizontal ? [0, horizontal.at, document.width, horizontal.at] : []);
    dragLayer.current?.batchDraw();
  };

  return (
    <div
      ref={frame}
      className="relative flex size-full items-center justify-center"
      data-testid="editor-stage"
      // Where the selection is, in canvas pixels, and the canvas's scale: for tests that drag it.
      data-scale={scale}
      data-selection={
        selectedPicture
          ? [selectedPicture.x, selectedPicture.y, selectedPicture.width, selectedPicture.height].join(',')
          : undefined
      }
    >
      {scale > 0 && (
        <Stage
          width={document.width * scale}
          height={document.height * scale}
          scaleX={scale}
          scaleY={scale}
          role="img"
          aria-label={props.label}
          className="shadow-lg"
          onMouseDown={(event) => {
            if (event.target === event.target.getStage()) props.onSelect(null);
          }}
        >
          <KonvaLayer ref={mainLayer}>
            <Rect width={document.width} height={document.height} fill="#000" listening={false} />
            {document.layers.map((layer) => {
              const picture = pictures[layer.id];
              if (!picture) return null;
              const fixed = layer.role === 'background';
              return (
                <PictureNode
                  key={`${layer.id}:${picture.x}:${picture.y}:${picture.width}:${picture.height}:${picture.image.length}`}
                  picture={picture}
                  visible={layer.visible}
                  draggable={!fixed && layer.id === selectedId}
                  nodeRef={(node) => {
                    if (node) nodes.current.set(layer.id, node);
                    else nodes.current.delete(layer.id);
                  }}
                  onSelect={() => props.onSelect(fixed ? null : layer.id)}
                  onEditText={() => layer.element.kind === 'text' && props.onEditText(layer.id)}
                  onDragStart={(node) => {
                    // The dragged picture alone is drawn again each frame, on a canvas of its own.
                    dragFrom.current = node.zIndex();
                    if (dragLayer.current) node.moveTo(dragLayer.current);
                    transformer.current?.moveToTop();
                  }}
                  onDragMove={(node) => {
                    const box = { x: node.x(), y: node.y(), width: picture.width, height: picture.height };
                    const snapped = snap(box, targets, snapReach);
                    const asked = { dx: box.x + snapped.dx - picture.x, dy: box.y + snapped.dy - picture.y };
                    // A logo keeps its clear space; where that moved it off a guide, no guide shows.
                    const kept = clearLogoMove(document, layer.id, asked.dx, asked.dy);
                    node.position({ x: picture.x + kept.dx, y: picture.y + kept.dy });
                    const held = kept.dx !== asked.dx || kept.dy !== asked.dy;
                    showGuides(held ? [] : snapped.guides);
                  }}
                  onDragEnd={(node) => {
                    showGuides([]);
                    if (mainLayer.current) {
                      node.moveTo(mainLayer.current);
                      node.zIndex(dragFrom.current);
                    }
                    props.onMove(layer.id, node.x() - picture.x, node.y() - picture.y);
                  }}
                />
              );
            })}
          </KonvaLayer>
          {/* Guides and handles above everything; the dragged picture joins them while it moves. */}
          <KonvaLayer ref={dragLayer}>
            {[verticalGuide, horizontalGuide].map((guide, index) => (
              <Line
                key={index === 0 ? 'vertical' : 'horizontal'}
                ref={guide}
                visible={false}
                stroke="#ec4899"
                strokeWidth={1 / scale}
                dash={[6 / scale, 4 / scale]}
                listening={false}
                perfectDrawEnabled={false}
              />
            ))}
            <Transformer
              ref={transformer}
              rotateEnabled={false}
              keepRatio={keepRatio}
              flipEnabled={false}
              anchorSize={12}
              enabledAnchors={
                keepRatio
                  ? ['top-left', 'top-right', 'bottom-left', 'bottom-right']
                  : [
                      'top-left',
                      'top-right',
                      'bottom-left',
                      'bottom-right',
                      'middle-left',
                      'middle-right',
                      'top-center',
                      'bottom-center',
                    ]
              }
              boundBoxFunc={(old, next) => (next.width < 8 || next.height < 8 ? old : next)}
              onTransformEnd={() => {
                const node = selectedId ? nodes.current.get(selectedId) : undefined;
                if (!node || !selectedId) return;
                const bounds = {
                  x: node.x(),
                  y: node.y(),
                  width: node.width() * node.scaleX(),
                  height: node.height() * node.scaleY(),
                };
                node.scale({ x: 1, y: 1 });
                props.onResize(selectedId, bounds);
              }}
            />
          </KonvaLayer>
        </Stage>
      )}
    </div>
  );
}
