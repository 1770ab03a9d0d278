import { isUuid } from '@brandloom/shared/ids';
import { findOutboxEmail, listOutboxEmails, type OutboxEmail } from './mailbox.repository.ts';

/** The newest e-mails in the outbox, to one address when `to` is given. */
export function listMailbox(outboxDir: string, to?: string): Promise<OutboxEmail[]> {
  return listOutboxEmails(outboxDir, to);
}

/** One e-mail by its id; anything that is no id finds nothing. */
export async function findMailboxEmail(outboxDir: string, id: string): Promise<OutboxEmail | undefined> {
  return isUuid(id) ? findOutboxEmail(outboxDir, id) : undefined;
}
