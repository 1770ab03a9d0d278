import type { Database } from '../../db/client.ts';
import { conversationSummary } from './conversation-summary.ts';
import { listUserConversations } from './conversations.repository.ts';

/** The user's chats, most recently active first, `limit` at a time before `before`. */
export async function listConversations(db: Database, userId: string, limit: number, before?: Date) {
  return (await listUserConversations(db, userId, limit, before)).map(conversationSummary);
}
