import type { Rgb } from '@brandloom/shared/colour';
import type { Insets } from './bleed.ts';
import type { LayoutInput } from './layout-kit.ts';
import type { Box, Scene, SceneElement } from './scene.ts';
import { pictureIn, subjectPattern } from './subject-scene.ts';

/**
 * A story's bottom interface zone (decision 0057), which must stay free of copy, button and logo
 * but should not be a plain band of background: the photo runs on into it, or, without a photo to
 * show there, the brief's subject rises out of the canvas's lower edge in its designed scene (it
 * may sit partly behind the platform's buttons). A fade ties it to the ground above.
 */

/** Bottom zones this deep or deeper (stories, reels, TikTok: 20–35 %) get a band; feeds keep theirs. */
const deepZone = 0.12;

const covers = (box: Box, band: Box) =>
  box.x <= band.x + 1 &&
  box.x + box.width >= band.x + band.width - 1 &&
  box.y <= band.y + 1 &&
  box.y + box.height >= band.y + band.height - 1;

/** Whether a picture (a photo, or a scene with one) already fills the band: hero layouts bleed theirs. */
function pictured(element: SceneElement, band: Box): boolean {
  if (element.kind === 'photo') return !element.cutout && covers(element.box, band);
  if (element.kind === 'clip')
    return (
      covers(element.box, band) &&
      element.elements.some((child) => child.kind === 'photo' || child.kind === 'illustration')
    );
  return false;
}

/** Whether the element is (or holds) one of `kinds`. */
function holds(element: SceneElement, kinds: ReadonlySet<SceneElement['kind']>): boolean {
  if (kinds.has(element.kind)) return true;
  return (
    (element.kind === 'clip' || element.kind === 'accent') &&
    element.elements.some((child) => holds(child, kinds))
  );
}

const drawnSubject: ReadonlySet<SceneElement['kind']> = new Set(['illustration']);
const photo: ReadonlySet<SceneElement['kind']> = new Set(['photo']);

/**
 * The colour over the band's upper edge: the topmost full-width panel or scrim there (a hero's
 * scrim darkens its photo only partly), so the fade starts from what the eye sees above.
 */
function groundAt(scene: Scene, band: Box, fallback: Rgb): { colour: Rgb; opacity: number } {
  for (const element of [...scene.elements].reverse()) {
    if (element.kind !== 'rect' || !covers(element.box, { ...band, height: 1 })) continue;
    const { paint } = element;
    if (paint.kind === 'solid') return { colour: paint.colour, opacity: paint.opacity ?? 1 };
    const last = paint.kind === 'linear' ? paint.stops.at(-1) : undefined;
    if (last && last.opacity > 0) return { colour: last.colour, opacity: last.opacity };
  }
  return { colour: fallback, opacity: 1 };
}

export function withInterfaceBand(scene: Scene, insets: Insets, input: LayoutInput): Scene {
  if (insets.bottom < scene.height * deepZone) return scene;
  const band = { x: 0, y: scene.height - insets.bottom, width: scene.width, height: insets.bottom };
  const ground = groundAt(scene, band, input.palette.primary);
  const base = ground.colour;
  const size = Math.min(scene.width * 0.62, band.height * 1.25);
  // The subject centred, its lower part past the canvas's edge.
  const stage = {
    x: (scene.width - size) / 2,
    y: band.y + band.height * 0.62 - size / 2,
    width: size,
    height: size,
  };
  // A photo the layout bleeds under the band (a hero's) shows again over its scrim, unshifted. A
  // picture the layout shows elsewhere — a drawn subject, or a photo in a split's panel, a collage's
  // tiles or a product's disc — is not shown twice (decision 0067): the band gets the subject's
  // tone-on-tone wallpaper instead.
  const hero = scene.elements.findLast((element) => pictured(element, band));
  const subjectShown =
    input.subject && !input.subject.photo && scene.elements.some((element) => holds(element, drawnSubject));
  const photoShown =
    !hero &&
    input.referenceCount > 0 &&
    !input.subject?.photo &&
    scene.elements.some((element) => holds(element, photo));
  const shown = subjectShown || photoShown;
  // The wallpaper lies on the ground already bled there: no fade, which would show a step.
  if (shown)
    return {
      ...scene,
      elements: [
        ...scene.elements,
        {
          kind: 'clip',
          box: band,
          elements: subjectPattern(input, band, base, Math.max(band.height * 0.34, scene.width * 0.12)),
        },
      ],
    };
  const picture: SceneElement[] = hero
    ? [{ kind: 'clip', box: band, elements: [hero] }]
    : pictureIn(input, band, base, stage);
  if (picture.length === 0) return scene;
  const fade: SceneElement = {
    kind: 'rect',
    box: { ...band, height: Math.round(band.height * 0.55) },
    paint: {
      kind: 'linear',
      stops: [
        { offset: 0, colour: base, opacity: ground.opacity },
        { offset: 1, colour: base, opacity: 0 },
      ],
      x1: 0,
      y1: 0,
      x2: 0,
      y2: 1,
    },
    radius: 0,
  };
  return { ...scene, elements: [...scene.elements, ...picture, fade] };
}
