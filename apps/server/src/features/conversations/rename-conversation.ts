import { isUuid } from '@brandloom/shared/ids';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { conversationSummary } from './conversation-summary.ts';
import { renameUserConversation } from './conversations.repository.ts';

/** Renames one of the user's chats; another user's id, or no id, is NOT_FOUND alike. */
export async function renameConversation(db: Database, userId: string, id: string, title: string) {
  const row = isUuid(id) ? await renameUserConversation(db, userId, id, title) : undefined;
  if (!row) throw new AppError('NOT_FOUND');
  return conversationSummary(row);
}
