import { createHmac } from 'node:crypto';
import { contactLimits, contactTrapField } from '@brandloom/shared/site/contact';
import type { ContactForm } from '@brandloom/shared/site/contact-schema';
import { fill, siteStrings } from '@brandloom/shared/site/site-strings';
import type { EmailMessage, EmailSender } from '../../adapters/email/email.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Logger } from '../../lib/logger.ts';
import {
  countRecentMessages,
  insertContactMessage,
  markContactMessageEmailed,
} from './contact.repository.ts';
import { checkFormToken } from './form-token.ts';

export interface ContactDeps {
  db: Database;
  email: EmailSender;
  /** Signs form tokens and keys the per-address limit. */
  secret: string;
  /** SUPPORT_EMAIL, else ADMIN_EMAILS; empty: stored only. */
  supportAddresses: readonly string[];
  logger: Logger;
  now: () => number;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The operator's copy, in English (the team's language is not known); the visitor's language is named. */
function supportEmail(form: ContactForm, to: string): EmailMessage {
  const strings = siteStrings('en').contact;
  const topic = strings.topics[form.topic];
  const intro = fill(strings.emailIntro, {
    name: form.name,
    email: form.email,
    language: form.language,
  });
  return {
    to,
    replyTo: `"${form.name.replace(/["\\\r\n]/g, '')}" <${form.email}>`,
    subject: fill(strings.emailSubject, { topic, name: form.name }).replace(/[\r\n]+/g, ' '),
    text: `${intro}\n\n${form.message}\n`,
    html: `<p>${escapeHtml(intro)}</p><blockquote style="white-space:pre-wrap">${escapeHtml(form.message)}</blockquote>`,
  };
}

/**
 * POST /api/contact: refuses bots (the hidden field filled, a forged, stale or too young form
 * token), limits messages per address, stores the message, then e-mails the support address. A
 * message that could not be e-mailed is kept all the same; admins see it in /app/admin.
 */
export async function sendContactMessage(
  deps: ContactDeps,
  form: ContactForm,
  clientAddress: string | undefined,
): Promise<void> {
  const { db, logger } = deps;
  if (form[contactTrapField] !== '') throw new AppError('CONTACT_REJECTED');
  const now = deps.now();
  checkFormToken(deps.secret, form.formToken, now);
  const clientKey = createHmac('sha256', deps.secret)
    .update(`contact-client:${clientAddress ?? 'unknown'}`)
    .digest('base64url');
  const recent = await countRecentMessages(db, clientKey, new Date(now - contactLimits.windowMs));
  if (recent >= contactLimits.perAddress) throw new AppError('RATE_LIMITED');
  const stored = await insertContactMessage(db, {
    name: form.name,
    email: form.email,
    topic: form.topic,
    message: form.message,
    language: form.language,
    clientKey,
    createdAt: new Date(now),
  });
  if (deps.supportAddresses.length === 0) {
    logger.warn({ id: stored.id }, 'contact message stored; set SUPPORT_EMAIL to have it e-mailed');
    return;
  }
  try {
    await deps.email.send(supportEmail(form, deps.supportAddresses.join(', ')));
    await markContactMessageEmailed(db, stored.id, new Date(deps.now()));
  } catch (error) {
    logger.error({ err: error, id: stored.id }, 'contact message stored but not e-mailed');
  }
}
