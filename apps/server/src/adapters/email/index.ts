import { join } from 'node:path';
import type { Env } from '../../env.ts';
import type { Logger } from '../../lib/logger.ts';
import type { EmailSender } from './email.ts';
import { createLocalOutbox } from './local-outbox.ts';
import { createSmtpEmail } from './smtp-email.ts';

/** The e-mail sender the configuration asks for: SMTP when `SMTP_URL` is set, else the local outbox. */
export function createEmailSender(
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'PUBLIC_URL' | 'DATA_DIR'>,
  logger: Logger,
): EmailSender {
  if (env.SMTP_URL) return createSmtpEmail({ url: env.SMTP_URL, from: env.MAIL_FROM });
  return createLocalOutbox({
    dir: join(env.DATA_DIR, 'outbox'),
    from: env.MAIL_FROM,
    logger,
    publicUrl: env.PUBLIC_URL,
  });
}
