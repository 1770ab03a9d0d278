import type { Database } from '../../db/client.ts';
import { insertOutboxEmail } from '../../features/mailbox/mailbox.repository.ts';
import type { Logger } from '../../lib/logger.ts';
import type { EmailSender } from './email.ts';

/**
 * The embedded default: every message is stored in the `email_outbox` table, readable in the
 * browser at /api/dev/mailbox, and its links are logged so a developer can follow them from the
 * terminal.
 */
export function createLocalOutbox(db: Database, logger: Logger, publicUrl: string): EmailSender {
  return {
    kind: 'outbox',
    async send(message) {
      const id = await insertOutboxEmail(db, message);
      const links = [...message.text.matchAll(/https?:\/\/\S+/g)].map((match) => match[0]);
      logger.info(
        { to: message.to, subject: message.subject, links, mailbox: `${publicUrl}/api/dev/mailbox/${id}` },
        'e-mail stored in the local outbox',
      );
    },
  };
}
