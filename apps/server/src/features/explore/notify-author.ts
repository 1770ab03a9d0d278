import { defaultLanguage, isLanguage } from '@brandloom/shared/i18n/languages';
import type { EmailMessage, EmailSender } from '../../adapters/email/email.ts';
import type { Logger } from '../../lib/logger.ts';
import { translator } from '../../lib/translate.ts';

export type ModerationAction = 'hidden' | 'unpublished' | 'blocked';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The author's e-mail after an admin acted on their creative, in their saved language. */
export function moderationEmail(
  author: { email: string; name: string; language: string | null },
  action: ModerationAction,
  prompt: string,
): EmailMessage {
  const language = isLanguage(author.language) ? author.language : defaultLanguage;
  const t = translator(language).getFixedT(language, 'emails');
  const greeting = t('common.greeting', { name: author.name });
  const body = t(`exploreModeration.${action}`);
  const quoted = prompt.length > 200 ? `${prompt.slice(0, 199)}…` : prompt;
  const footer = t('common.footer');
  const e = escapeHtml;
  return {
    to: author.email,
    subject: t('exploreModeration.subject'),
    text: [
      greeting,
      '',
      body,
      '',
      `“${quoted}”`,
      '',
      t('exploreModeration.questions'),
      '',
      '--',
      footer,
      '',
    ].join('\n'),
    html: `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${e(t('exploreModeration.subject'))}</title></head><body style="font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#18181b"><p>${e(greeting)}</p><p>${e(body)}</p><blockquote>${e(quoted)}</blockquote><p>${e(t('exploreModeration.questions'))}</p><p style="font-size:12px;color:#71717a">${e(footer)}</p></body></html>`,
  };
}

/** Sends it; a failed send must not undo the moderation (it is done), so it is logged. */
export async function notifyAuthor(deps: { email: EmailSender; logger: Logger }, message: EmailMessage) {
  try {
    await deps.email.send(message);
  } catch (error) {
    deps.logger.error({ err: error }, 'explore moderation done but the author was not e-mailed');
  }
}
