import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contactMessage } from '../../db/schema.ts';

export type ContactMessageRow = typeof contactMessage.$inferSelect;

export async function countRecentMessages(db: Database, clientKey: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(contactMessage)
    .where(and(eq(contactMessage.clientKey, clientKey), gte(contactMessage.createdAt, since)));
  return row?.value ?? 0;
}

export async function insertContactMessage(
  db: Database,
  message: Omit<typeof contactMessage.$inferInsert, 'id' | 'emailedAt'>,
): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessage).values(message).returning();
  if (!row) throw new Error('contact message not stored');
  return row;
}

export async function markContactMessageEmailed(db: Database, id: string, at: Date): Promise<void> {
  await db.update(contactMessage).set({ emailedAt: at }).where(eq(contactMessage.id, id));
}

/** Newest first, `limit` at a time before a `before` cursor (the previous page's last createdAt). */
export async function listContactMessages(
  db: Database,
  { limit, before }: { limit: number; before?: Date },
): Promise<ContactMessageRow[]> {
  return db
    .select()
    .from(contactMessage)
    .where(before ? lt(contactMessage.createdAt, before) : undefined)
    .orderBy(desc(contactMessage.createdAt), desc(contactMessage.id))
    .limit(limit);
}
