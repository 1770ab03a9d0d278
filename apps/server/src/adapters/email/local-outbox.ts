import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '../../lib/logger.ts';
import { isLocalUrl } from '../../lib/trusted-origins.ts';
import type { EmailSender } from './email.ts';

export interface LocalOutboxOptions {
  /** Folder of the .eml files (`<DATA_DIR>/outbox`). */
  dir: string;
  from: string;
  logger: Pick<Logger, 'info'>;
  publicUrl: string;
}

/** `<created at, ms, zero-padded>-<uuid>.eml`: names sort by age and carry the mailbox id. */
const outboxFileName = (createdAt: Date, id: string) =>
  `${String(createdAt.getTime()).padStart(15, '0')}-${id}.eml`;

/**
 * The embedded default: every message is written as an RFC 822 `.eml` file (HTML plus a text
 * alternative, as SMTP would deliver it) that any mail client opens; its links are logged so a
 * developer can follow them from the terminal, and the development mailbox reads the folder.
 */
export function createLocalOutbox({ dir, from, logger, publicUrl }: LocalOutboxOptions): EmailSender {
  // Messages sent within one millisecond still get increasing names, so the mailbox keeps their order.
  let lastTime = 0;
  // The development mailbox is served only for local use (0029); elsewhere the file is the message.
  const mailboxUrl = isLocalUrl(publicUrl) ? `${publicUrl}/dev/mailbox/` : undefined;
  return {
    kind: 'outbox',
    dir,
    async send(message) {
      const id = randomUUID();
      lastTime = Math.max(Date.now(), lastTime + 1);
      const createdAt = new Date(lastTime);
      // nodemailer loads with the first message, not at start (0043).
      const { default: MailComposer } = await import('nodemailer/lib/mail-composer');
      const raw = await new MailComposer({ from, ...message, date: createdAt, messageId: `<${id}@outbox>` })
        .compile()
        .build();
      await mkdir(dir, { recursive: true });
      const file = join(dir, outboxFileName(createdAt, id));
      // Written beside, then renamed: a reader never sees half a message.
      await writeFile(`${file}.tmp`, raw);
      await rename(`${file}.tmp`, file);
      const links = [...message.text.matchAll(/https?:\/\/\S+/g)].map((match) => match[0]);
      logger.info(
        {
          to: message.to,
          subject: message.subject,
          links,
          file,
          ...(mailboxUrl && { mailbox: `${mailboxUrl}${id}` }),
        },
        'e-mail stored in the local outbox',
      );
    },
  };
}
