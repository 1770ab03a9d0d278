import { desc, eq } from 'drizzle-orm';
import type { EmailMessage } from '../../adapters/email/email.ts';
import type { Database } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema.ts';

export type OutboxEmail = typeof emailOutbox.$inferSelect;

export async function insertOutboxEmail(db: Database, message: EmailMessage): Promise<string> {
  const [row] = await db
    .insert(emailOutbox)
    .values({ ...message, to: message.to.toLowerCase() })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error('the outbox insert returned no row');
  return row.id;
}

/** Newest first; only those sent to `to` when given. */
export async function listOutboxEmails(db: Database, to?: string, limit = 100): Promise<OutboxEmail[]> {
  return db
    .select()
    .from(emailOutbox)
    .where(to ? eq(emailOutbox.to, to.toLowerCase()) : undefined)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit);
}

export async function findOutboxEmail(db: Database, id: string): Promise<OutboxEmail | undefined> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row;
}
