import { isUuid } from '@brandloom/shared/ids';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { deleteUserConversation } from './conversations.repository.ts';

/** Deletes one of the user's chats; another user's id, or no id, is NOT_FOUND alike. */
export async function deleteConversation(db: Database, userId: string, id: string): Promise<void> {
  if (!isUuid(id) || !(await deleteUserConversation(db, userId, id))) throw new AppError('NOT_FOUND');
}
