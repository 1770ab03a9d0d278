import type { LayerRole } from './brand-layers.ts';
import type { Pace, VideoDirection } from './parse-direction.ts';

/**
 * When and how each layer enters (decision 0036): the mark first, then the copy as directed (slide
 * up, fade or pop), the call to action after it (pulsing when asked), the logo late when it is to
 * be revealed. Nothing leaves: the last second is the whole ad, the end card and the poster.
 */

export interface LayerState {
  opacity: number;
  /** Offset from the layer's place, in frame pixels. */
  dx: number;
  dy: number;
  /** About the layer's centre. */
  scale: number;
}

const tempo: Record<Pace, number> = { slow: 1.35, normal: 1, fast: 0.7 };

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
const easeOut = (progress: number) => 1 - (1 - clamp01(progress)) ** 3;
/** Overshoots a little before settling: a pop. */
const easeOutBack = (progress: number) => {
  const p = clamp01(progress) - 1;
  return 1 + 2.2 * p ** 3 + 1.2 * p ** 2;
};

export interface Entrances {
  mark: { start: number; length: number; reveal: boolean };
  copy: { start: number; length: number };
  cta: { start: number; length: number };
}

/** Entrance times in seconds, compressed when a short video would not hold them. */
export function entrances(direction: VideoDirection, seconds: number): Entrances {
  const beat = tempo[direction.pace];
  const copyStart = 0.45 * beat;
  const copyLength = (direction.copy === 'fade' ? 1 : 0.75) * beat;
  const ctaStart = copyStart + copyLength * 0.8;
  const revealStart = Math.max(seconds * 0.55, ctaStart + 0.5);
  const last = Math.max(ctaStart + 0.6 * beat, direction.logoReveal ? revealStart + 0.7 * beat : 0);
  // Everything in with a second to spare, so the end card holds.
  const squeeze = Math.min(1, (seconds - 1) / last);
  return {
    mark: direction.logoReveal
      ? { start: revealStart * squeeze, length: 0.7 * beat * squeeze, reveal: true }
      : { start: 0.15 * beat * squeeze, length: 0.6 * beat * squeeze, reveal: false },
    copy: { start: copyStart * squeeze, length: copyLength * squeeze },
    cta: { start: ctaStart * squeeze, length: 0.6 * beat * squeeze },
  };
}

export function layerState(
  role: LayerRole,
  seconds: number,
  direction: VideoDirection,
  times: Entrances,
  frameHeight: number,
): LayerState {
  const still: LayerState = { opacity: 1, dx: 0, dy: 0, scale: 1 };
  const progress = (entry: { start: number; length: number }) =>
    clamp01((seconds - entry.start) / entry.length);
  switch (role) {
    case 'scrim':
      return { ...still, opacity: easeOut(progress({ ...times.copy, start: times.copy.start - 0.1 })) };
    case 'mark': {
      const p = progress(times.mark);
      return times.mark.reveal
        ? { ...still, opacity: easeOut(p * 1.6), scale: 0.75 + 0.25 * easeOutBack(p) }
        : { ...still, opacity: easeOut(p) };
    }
    case 'copy': {
      const p = progress(times.copy);
      if (direction.copy === 'fade') return { ...still, opacity: p * p * (3 - 2 * p) };
      if (direction.copy === 'pop')
        return { ...still, opacity: easeOut(p * 2), scale: 0.6 + 0.4 * easeOutBack(p) };
      return { ...still, opacity: easeOut(p * 1.4), dy: frameHeight * 0.07 * (1 - easeOut(p)) };
    }
    case 'cta': {
      const p = progress(times.cta);
      const settled = seconds - (times.cta.start + times.cta.length);
      const pulse =
        direction.ctaPulse && settled > 0 ? 0.06 * (0.5 - 0.5 * Math.cos((2 * Math.PI * settled) / 1.1)) : 0;
      return {
        ...still,
        opacity: easeOut(p * 1.4),
        dy: frameHeight * 0.03 * (1 - easeOut(p)),
        scale: 1 + pulse,
      };
    }
  }
}
