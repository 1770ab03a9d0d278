import { previewCookieName } from '@brandloom/shared/blog/blog';
import { readCookie } from './cookies';

/** The blog's preview mode is on in this browser (the previewToken cookie, spec §2). */
export function previewActive(): boolean {
  return readCookie(previewCookieName) !== undefined;
}
