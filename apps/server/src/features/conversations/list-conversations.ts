import type { Database } from '../../db/client.ts';
import { decodeCursor, pageOf } from '../../lib/cursor.ts';
import { listUserConversations } from './conversations.repository.ts';

/**
 * The user's chats, most recently active first, `limit` at a time after `cursor`: each as the chat
 * list draws it, its id and title (0074).
 */
export async function listConversations(
  db: Database,
  userId: string,
  { limit, cursor }: { limit: number; cursor?: string },
) {
  const rows = await listUserConversations(db, userId, limit + 1, decodeCursor(cursor));
  const { page, nextCursor } = pageOf(rows, limit, (row) => ({ date: row.cursorDate, id: row.id }));
  return { conversations: page.map(({ id, title }) => ({ id, title })), nextCursor };
}
