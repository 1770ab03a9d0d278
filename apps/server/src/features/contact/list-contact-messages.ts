import type { Database } from '../../db/client.ts';
import { type ContactMessageRow, listContactMessages } from './contact.repository.ts';

export interface ContactMessagePage {
  messages: Omit<ContactMessageRow, 'clientKey'>[];
  /** Pass as `before` for the next page; null on the last. */
  nextCursor: string | null;
}

/** GET /api/admin/contact-messages: newest first, a page at a time. */
export async function listContactMessagesPage(
  db: Database,
  { limit, before }: { limit: number; before?: string },
): Promise<ContactMessagePage> {
  const rows = await listContactMessages(db, {
    limit: limit + 1,
    before: before ? new Date(before) : undefined,
  });
  const page = rows.slice(0, limit).map(({ clientKey: _clientKey, ...message }) => message);
  const last = page.at(-1);
  return { messages: page, nextCursor: rows.length > limit && last ? last.createdAt.toISOString() : null };
}
