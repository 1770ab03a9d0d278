import sharp from 'sharp';
import { planCreative } from '../../image-provider/brand-compositor/brand-compositor.ts';
import type { Box, Scene, SceneElement } from '../../image-provider/brand-compositor/scene.ts';
import { sceneImages } from '../../image-provider/brand-compositor/scene-images.ts';
import { sceneToSvg } from '../../image-provider/brand-compositor/scene-svg.ts';
import type { ImageRequest } from '../../image-provider/image-provider.ts';
import type { VideoRequest } from '../video-provider.ts';

/**
 * The brand's mark and copy for a video frame, laid out by the brand compositor's hero-photo
 * layout (copy from the prompt, brand fonts and colours, the logo variant that contrasts, on a soft scrim over the picture) and rendered as two
 * transparent PNGs the animator moves in and out separately.
 */
export interface BrandLayers {
  /** The logo (or the brand name as a wordmark); null for a request without a brand. */
  mark: { png: Buffer; box: Box } | null;
  /** Headline, sub-line and call to action over a soft scrim. */
  copy: { png: Buffer; box: Box };
}

const boxKey = (box: Box) => `${box.x},${box.y},${box.width},${box.height}`;

async function renderLayer(scene: Scene, elements: SceneElement[], logo: Parameters<typeof sceneImages>[2]) {
  const layer = { ...scene, elements };
  const svg = sceneToSvg(layer, await sceneImages(layer, [], logo));
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The union of the boxes (the region a pixel check or a slide needs). */
function around(elements: SceneElement[]): Box {
  const boxes = elements.flatMap((element) => ('box' in element ? [element.box] : []));
  const x = Math.min(...boxes.map((box) => box.x));
  const y = Math.min(...boxes.map((box) => box.y));
  const right = Math.max(...boxes.map((box) => box.x + box.width));
  const bottom = Math.max(...boxes.map((box) => box.y + box.height));
  return { x, y, width: right - x, height: bottom - y };
}

export async function renderBrandLayers(
  request: VideoRequest,
  size: { width: number; height: number },
): Promise<BrandLayers> {
  const still: ImageRequest = {
    prompt: request.prompt,
    language: request.language,
    ratio: '1:1',
    quality: 'low',
    brand: request.brand,
    style: null,
    template: null,
    references: [],
    variant: 0,
    copy: null,
  };
  const full = await planCreative(still, {}, { family: 'hero-photo', size });
  const markOnly = await planCreative(still, {}, { family: 'hero-photo', size, markOnly: true });
  const markElements = markOnly.scene.elements.filter((element) => element.kind !== 'photo');
  const markBoxes = new Set(
    markElements.flatMap((element) => ('box' in element ? [boxKey(element.box)] : [])),
  );
  const copyElements = full.scene.elements.filter(
    (element) => element.kind !== 'photo' && !('box' in element && markBoxes.has(boxKey(element.box))),
  );
  const [markPng, copyPng] = await Promise.all([
    markElements.length > 0 ? renderLayer(full.scene, markElements, full.logo) : null,
    renderLayer(full.scene, copyElements, full.logo),
  ]);
  return {
    mark: markPng ? { png: markPng, box: around(markElements) } : null,
    copy: { png: copyPng, box: around(copyElements) },
  };
}
