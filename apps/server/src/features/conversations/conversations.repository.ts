import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { conversation, creative } from '../../db/schema.ts';
import {
  afterCursor,
  type Cursor,
  cursorPlaceholders,
  cursorValues,
  exactTimestamp,
} from '../../lib/cursor.ts';
import { preparedStatement } from '../../lib/prepared-statement.ts';
import { isNewestVersion } from '../creatives/index.ts';

/** One page of the user's chats, most recently active first, after `cursor`. */
const conversationPage = preparedStatement('conversation_page', (db, shape: 'first' | 'after') =>
  db
    .select({
      id: conversation.id,
      title: conversation.title,
      cursorDate: exactTimestamp(conversation.updatedDate),
    })
    .from(conversation)
    .where(
      and(
        eq(conversation.userId, sql.placeholder('userId')),
        shape === 'after'
          ? afterCursor(conversation.updatedDate, conversation.id, cursorPlaceholders)
          : undefined,
      ),
    )
    .orderBy(desc(conversation.updatedDate), desc(conversation.id))
    .limit(sql.placeholder('limit')),
);

export function listUserConversations(db: Database, userId: string, limit: number, cursor?: Cursor) {
  return conversationPage(db, cursor ? 'after' : 'first', { userId, limit, ...cursorValues(cursor) });
}

export async function findUserConversation(db: Database, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(conversation)
    .where(and(eq(conversation.id, id), eq(conversation.userId, userId)));
  return row;
}

export async function listConversationCreatives(db: Database, userId: string, conversationId: string) {
  return db
    .select()
    .from(creative)
    .where(and(eq(creative.conversationId, conversationId), eq(creative.userId, userId), isNewestVersion(db)))
    .orderBy(asc(creative.creationDate), asc(creative.variantIndex));
}

export async function renameUserConversation(db: Database, userId: string, id: string, title: string) {
  const [row] = await db
    .update(conversation)
    .set({ title })
    .where(and(eq(conversation.id, id), eq(conversation.userId, userId)))
    .returning();
  return row;
}

/** Removes the chat; its creatives stay in the library. */
export async function deleteUserConversation(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(conversation)
    .where(and(eq(conversation.id, id), eq(conversation.userId, userId)))
    .returning({ id: conversation.id });
  return rows.length > 0;
}
