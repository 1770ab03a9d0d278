import { createHmac, timingSafeEqual } from 'node:crypto';
import { contactLimits } from '@brandloom/shared/site/contact';
import { AppError } from '../../lib/app-error.ts';

/**
 * The contact form's time token: when the form was opened, signed with the server's secret, so a
 * bot can neither skip fetching it nor backdate it. Stateless: any instance checks any token.
 */
function signature(secret: string, issuedAt: number): string {
  return createHmac('sha256', secret).update(`contact-form:${issuedAt}`).digest('base64url');
}

export function issueFormToken(secret: string, now: number): string {
  return `${now}.${signature(secret, now)}`;
}

/** CONTACT_FORM_EXPIRED for a forged, malformed or stale token; CONTACT_TOO_FAST for one too young. */
export function checkFormToken(secret: string, token: string, now: number): void {
  const [issued = '', signed = ''] = token.split('.');
  const issuedAt = Number(issued);
  const expected = Buffer.from(signature(secret, issuedAt));
  const given = Buffer.from(signed);
  if (
    !Number.isSafeInteger(issuedAt) ||
    given.length !== expected.length ||
    !timingSafeEqual(given, expected)
  ) {
    throw new AppError('CONTACT_FORM_EXPIRED');
  }
  if (now - issuedAt > contactLimits.tokenMaxAgeMs) throw new AppError('CONTACT_FORM_EXPIRED');
  if (now - issuedAt < contactLimits.minFillMs) throw new AppError('CONTACT_TOO_FAST');
}
