import type { VideoModelId } from './models.ts';

/**
 * Video rules (spec §3, §9): durations and frames per model and the credits a video costs. The
 * server's checks, the worker and the composer's "costs N credits" label read these;
 * docs/decisions/0024-video-credits-and-access.md records how the spec's figures were read.
 */

/** The frame a video is made in: 16:9, 9:16, or the base image's own ratio. */
export const videoAspects = ['16:9', '9:16', 'source'] as const;
export type VideoAspect = (typeof videoAspects)[number];

interface VideoModelRules {
  /** Whole seconds, inclusive. */
  minSeconds: number;
  maxSeconds: number;
  /** The frames the model can make; the first is the default. */
  aspects: readonly VideoAspect[];
  /** Credits per second of video (spec §9 "25 and 4"). */
  creditsPerSecond: number;
}

export const videoModelRules = {
  'local-animator': {
    minSeconds: 4,
    maxSeconds: 10,
    aspects: ['16:9', '9:16', 'source'],
    creditsPerSecond: 4,
  },
  // The vendor keeps the base image's own ratio (spec §3 "free aspect ratio from the base image").
  'MiniMax-Hailuo-02': { minSeconds: 6, maxSeconds: 10, aspects: ['source'], creditsPerSecond: 4 },
  'veo-2.0-generate-001': { minSeconds: 5, maxSeconds: 8, aspects: ['16:9', '9:16'], creditsPerSecond: 25 },
} as const satisfies Record<VideoModelId, VideoModelRules>;

/** The cheapest and the dearest video (spec §9 "video range 24 to 200 credits"). */
export const minVideoCredits = 24;
export const maxVideoCredits = 200;

/** The length the composer starts with, allowed by every model. */
export const defaultVideoSeconds = 6;

/** Credits for a video of `seconds` made by `model`: per second, never below the spec's minimum. */
export function videoCreditCost(model: VideoModelId, seconds: number): number {
  const cost = videoModelRules[model].creditsPerSecond * seconds;
  return Math.min(maxVideoCredits, Math.max(minVideoCredits, cost));
}

/** Every allowed duration of `model`, shortest first. */
export function videoDurations(model: VideoModelId): number[] {
  const { minSeconds, maxSeconds } = videoModelRules[model];
  return Array.from({ length: maxSeconds - minSeconds + 1 }, (_, index) => minSeconds + index);
}

/** The nearest duration `model` allows. */
export function clampVideoSeconds(model: VideoModelId, seconds: number): number {
  const { minSeconds, maxSeconds } = videoModelRules[model];
  return Math.min(maxSeconds, Math.max(minSeconds, Math.round(seconds)));
}

/**
 * Who may make videos (spec §6 "open beta": `no access`, `beta access`). Everyone starts with beta
 * access; an admin can switch a user off and on again.
 */
export const videoAccessLevels = ['none', 'beta'] as const;
export type VideoAccess = (typeof videoAccessLevels)[number];
export const defaultVideoAccess: VideoAccess = 'beta';
