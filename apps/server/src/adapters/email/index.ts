import { join } from 'node:path';
import type { Env } from '../../env.ts';
import type { Logger } from '../../lib/logger.ts';
import type { EmailSender } from './email.ts';
import { createLocalOutbox } from './local-outbox.ts';

/**
 * The e-mail sender the configuration asks for: SMTP when `SMTP_URL` is set, else the local
 * outbox. nodemailer is loaded only with SMTP, as the SDKs are only where configured (0062, 0068).
 */
export async function createEmailSender(
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'PUBLIC_URL' | 'DATA_DIR'>,
  logger: Logger,
): Promise<EmailSender> {
  if (env.SMTP_URL) {
    const { createSmtpEmail } = await import('./smtp-email.ts');
    return createSmtpEmail({ url: env.SMTP_URL, from: env.MAIL_FROM });
  }
  return createLocalOutbox({
    dir: join(env.DATA_DIR, 'outbox'),
    from: env.MAIL_FROM,
    logger,
    publicUrl: env.PUBLIC_URL,
  });
}
