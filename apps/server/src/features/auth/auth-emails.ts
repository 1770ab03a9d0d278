import { authPages } from '@brandloom/shared/auth';
import type { Language } from '@brandloom/shared/i18n/languages';
import type { EmailMessage } from '../../adapters/email/email.ts';
import { translator } from '../../lib/translate.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

interface LinkEmail {
  kind: 'verification' | 'resetPassword' | 'accountLocked';
  to: string;
  name: string;
  url: string;
  /** How long the link is valid, in the unit of the kind's expiry sentence (hours or minutes). */
  expiry: number;
}

/** The page where the owner of a reset token chooses a new password. */
export function resetPasswordUrl(publicUrl: string, token: string): string {
  const url = new URL(authPages.resetPassword, publicUrl);
  url.searchParams.set('token', token);
  return url.href;
}

/** A short transactional e-mail with one call-to-action link, in `language`, as HTML and text. */
export function renderLinkEmail(language: Language, email: LinkEmail): EmailMessage {
  const t = translator(language).getFixedT(language, 'emails');
  const k = email.kind;
  const greeting = t('common.greeting', { name: email.name });
  const lines = {
    heading: t(`${k}.heading`),
    body: t(`${k}.body`),
    action: t(`${k}.action`),
    expiry: t(`${k}.expiry`, { count: email.expiry }),
    ignore: t(`${k}.ignore`),
    linkFallback: t('common.linkFallback'),
    footer: t('common.footer'),
  };
  const text = [
    greeting,
    '',
    lines.body,
    '',
    `${lines.action}: ${email.url}`,
    '',
    lines.expiry,
    lines.ignore,
    '',
    '--',
    lines.footer,
    '',
  ].join('\n');
  const e = escapeHtml;
  const url = e(email.url);
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(lines.heading)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#18181b">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${e(lines.heading)}</h1>
<p>${e(greeting)}</p>
<p>${e(lines.body)}</p>
<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:#4f46e5;color:#fff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${e(lines.action)}</a></p>
<p style="font-size:13px;color:#52525b">${e(lines.expiry)} ${e(lines.ignore)}</p>
<p style="font-size:13px;color:#52525b">${e(lines.linkFallback)}<br><a href="${url}" style="color:#4f46e5;word-break:break-all">${url}</a></p>
</div>
<p style="text-align:center;font-size:12px;color:#71717a">${e(lines.footer)}</p>
</body></html>
`;
  return { to: email.to, subject: t(`${k}.subject`), text, html };
}
