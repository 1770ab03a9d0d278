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
  /** The lengths it makes, in whole seconds, shortest first. */
  seconds: readonly number[];
  /** The frames the model can make; the first is the default. */
  aspects: readonly VideoAspect[];
  /** Credits per second of video (spec §9 "25 and 4"). */
  creditsPerSecond: number;
}

export const videoModelRules = {
  'local-animator': {
    seconds: [4, 5, 6, 7, 8, 9, 10],
    aspects: ['16:9', '9:16', 'source'],
    creditsPerSecond: 4,
  },
  // The vendor keeps the base image's own ratio (spec §3 "free aspect ratio from the base image")
  // and makes 6 or 10 s clips only (decision 0025).
  'MiniMax-Hailuo-02': { seconds: [6, 10], aspects: ['source'], creditsPerSecond: 4 },
  'veo-2.0-generate-001': { seconds: [5, 6, 7, 8], aspects: ['16:9', '9:16'], creditsPerSecond: 25 },
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
export function videoDurations(model: VideoModelId): readonly number[] {
  return videoModelRules[model].seconds;
}

/** The allowed lengths for messages: a run as "4–10", others listed as "6, 10". */
export function describeVideoDurations(model: VideoModelId): string {
  const allowed = videoModelRules[model].seconds;
  const first = allowed[0];
  const last = allowed[allowed.length - 1];
  const isRun = first !== undefined && last !== undefined && last - first === allowed.length - 1;
  return isRun && allowed.length > 2 ? `${first}–${last}` : allowed.join(', ');
}

/** The allowed duration of `model` nearest to `seconds` (the shorter one on a tie). */
export function clampVideoSeconds(model: VideoModelId, seconds: number): number {
  const allowed = videoModelRules[model].seconds;
  return allowed.reduce((best, candidate) =>
    Math.abs(candidate - seconds) < Math.abs(best - seconds) ? candidate : best,
  );
}

/**
 * Who may make videos (spec §6 "open beta": `no access`, `beta access`). Everyone starts with beta
 * access; an admin can switch a user off and on again.
 */
export const videoAccessLevels = ['none', 'beta'] as const;
export type VideoAccess = (typeof videoAccessLevels)[number];
export const defaultVideoAccess: VideoAccess = 'beta';

/**
 * Where a video job is, in words every model can be mapped to: the card translates the phase
 * (`video:phase.<phase>`) and shows the percentage when the model gives one.
 */
export const videoPhases = ['preparing', 'queued', 'rendering', 'finishing'] as const;
export type VideoPhase = (typeof videoPhases)[number];
export interface VideoProgress {
  phase: VideoPhase;
  percent?: number;
}

export function isVideoPhase(value: unknown): value is VideoPhase {
  return typeof value === 'string' && (videoPhases as readonly string[]).includes(value);
}
