import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../lib/app-error.ts';

/** The cookies of preview mode (spec §2): the token the operator gave out, and the staging choice. */
export const previewCookie = 'previewToken';
export const stagingCookie = 'previewStaging';
/** A day: an editor's session of reviewing drafts, after which the link is opened again. */
export const previewCookieMaxAgeSeconds = 24 * 60 * 60;

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether `candidate` is the operator's PREVIEW_TOKEN, compared in constant time. */
export function isPreviewToken(expected: string | undefined, candidate: string | undefined): boolean {
  if (!expected || !candidate) return false;
  return timingSafeEqual(digest(expected), digest(candidate));
}

/** POST /api/blog/preview: PREVIEW_DISABLED without a configured token, PREVIEW_TOKEN_INVALID for a wrong one. */
export function checkPreviewToken(expected: string | undefined, candidate: string): void {
  if (!expected) throw new AppError('PREVIEW_DISABLED');
  if (!isPreviewToken(expected, candidate)) throw new AppError('PREVIEW_TOKEN_INVALID');
}
