import { type Box, loadBrandLayer, type Scene, type SceneElement } from '../../../brand-layer/index.ts';
import { sharp } from '../../../lib/sharp.ts';
import type { AdCopy, ImageInput, ImageRequest } from '../../image-provider/image-provider.ts';
import type { VideoRequest } from '../video-provider.ts';

/**
 * The video's layers, laid out by the brand compositor at the frame's size: the brand's mark, the
 * copy (headline, sub-line, badge), the call to action and, over a photo, the scrim that keeps the
 * copy legible — each a transparent picture cut to its box, so the animator moves them apart. A base
 * the compositor made is laid out again in its own family and copy, and its picture (everything
 * behind the words) becomes the background the camera moves across (decision 0036).
 */

export type LayerRole = 'mark' | 'copy' | 'cta' | 'scrim';

export interface VideoLayer {
  role: LayerRole;
  /** RGBA pixels of `box`. */
  rgba: Buffer;
  /** Whole pixels inside the frame. */
  box: Box;
  /** The words drawn in this layer, line by line. */
  texts: string[];
}

export interface RawPicture {
  /** RGBA pixels (opaque), row by row. */
  data: Buffer;
  width: number;
  height: number;
}

export interface VideoLayers {
  layers: VideoLayer[];
  /** A re-laid-out base's picture at `backgroundScale` times the frame; null to move the base image itself. */
  background: RawPicture | null;
}

interface Frame {
  width: number;
  height: number;
}

const area = (box: Box) => box.width * box.height;
const contains = (outer: Box, inner: Box) =>
  outer.x <= inner.x + 1 &&
  outer.y <= inner.y + 1 &&
  outer.x + outer.width >= inner.x + inner.width - 1 &&
  outer.y + outer.height >= inner.y + inner.height - 1;

function boxOf(element: SceneElement): Box | null {
  if ('box' in element) return element.box;
  if (element.kind === 'circle')
    return {
      x: element.cx - element.r,
      y: element.cy - element.r,
      width: 2 * element.r,
      height: 2 * element.r,
    };
  return null;
}

/** The union of the boxes, grown by `margin` for anti-aliasing and scaling, in whole pixels inside the frame. */
function around(elements: SceneElement[], frame: Frame, margin: number): Box {
  const boxes = elements.flatMap((element) => boxOf(element) ?? []);
  const x = Math.max(0, Math.floor(Math.min(...boxes.map((box) => box.x)) - margin));
  const y = Math.max(0, Math.floor(Math.min(...boxes.map((box) => box.y)) - margin));
  const right = Math.min(frame.width, Math.ceil(Math.max(...boxes.map((box) => box.x + box.width)) + margin));
  const bottom = Math.min(
    frame.height,
    Math.ceil(Math.max(...boxes.map((box) => box.y + box.height)) + margin),
  );
  return { x, y, width: right - x, height: bottom - y };
}

const textRole = (element: SceneElement & { kind: 'text' }): LayerRole =>
  element.role === 'cta' ? 'cta' : element.role === 'wordmark' ? 'mark' : 'copy';

/**
 * Which layer an element belongs to, or null for the picture behind the words. A shape holding a
 * text (a button, a badge's disc, a logo plate) goes with that text; over a photo every other shape
 * is the copy's (a small rule) or its scrim (a large one).
 */
function roleOf(
  element: SceneElement,
  scene: Scene,
  texts: (SceneElement & { kind: 'text' })[],
  overPhoto: boolean,
) {
  if (element.kind === 'photo') return null;
  if (element.kind === 'logo') return 'mark';
  if (element.kind === 'text') return textRole(element);
  const box = boxOf(element);
  if (!box) return overPhoto ? 'scrim' : null;
  const large = area(box) > 0.15 * scene.width * scene.height;
  const held = large ? undefined : texts.find((text) => contains(box, text.box));
  if (held) return textRole(held);
  if (!overPhoto) return null;
  return large ? 'scrim' : 'copy';
}

async function renderRgba(svg: string) {
  return sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer();
}

/** The request the compositor lays the video's frame out from. */
function stillRequest(request: VideoRequest, copy: AdCopy | null): ImageRequest {
  if (request.base.kind === 'layout')
    return { ...request.base.request, copy: copy ?? request.base.request.copy };
  return {
    // The prompt is direction: nothing of it is laid out.
    prompt: '',
    language: request.language,
    ratio: '1:1',
    quality: 'low',
    brand: request.brand,
    style: null,
    template: null,
    references: [request.baseImage as ImageInput],
    variant: 0,
    copy,
  };
}

export async function renderBrandLayers(
  request: VideoRequest,
  copy: AdCopy | null,
  frame: Frame,
  backgroundScale: number,
): Promise<VideoLayers> {
  // A model's picture already carries its copy and logo: it moves as it is.
  if (request.base.kind === 'picture' && !request.base.branded) return { layers: [], background: null };
  const still = stillRequest(request, copy);
  const relaid = request.base.kind === 'layout';
  const { planCreative, sceneImages, sceneToSvg } = await loadBrandLayer();
  const planned = await planCreative(
    still,
    {},
    {
      family: request.base.kind === 'layout' ? request.base.family : 'hero-photo',
      size: frame,
      markOnly: !relaid && copy === null,
    },
  );
  const { scene } = planned;
  const texts = scene.elements.filter((element) => element.kind === 'text');
  const roles = new Map<LayerRole | null, SceneElement[]>();
  for (const element of scene.elements) {
    const role = roleOf(element, scene, texts, !relaid);
    roles.set(role, [...(roles.get(role) ?? []), element]);
  }
  const images = await sceneImages(scene, still.references, planned.logo);
  const margin = Math.round(Math.min(frame.width, frame.height) * 0.03);
  const layers = await Promise.all(
    (['scrim', 'copy', 'cta', 'mark'] as const).flatMap((role) => {
      const elements = roles.get(role);
      if (!elements?.length) return [];
      return (async (): Promise<VideoLayer> => {
        const box = around(elements, frame, role === 'scrim' ? 0 : margin);
        const full = await renderRgba(sceneToSvg({ ...scene, elements }, images));
        const rgba = await sharp(full, { raw: { width: frame.width, height: frame.height, channels: 4 } })
          .extract({ left: box.x, top: box.y, width: box.width, height: box.height })
          .raw()
          .toBuffer();
        const lines = elements.flatMap((element) =>
          element.kind === 'text' ? element.fitted.lines.map((line) => line.text) : [],
        );
        return { role, rgba, box, texts: lines };
      })();
    }),
  );
  if (!relaid) return { layers, background: null };
  const behind = roles.get(null) ?? [];
  const svg = sceneToSvg({ ...scene, elements: behind }, images);
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 * backgroundScale })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { layers, background: { data, width: info.width, height: info.height } };
}
