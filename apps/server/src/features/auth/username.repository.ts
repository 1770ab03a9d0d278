import { eq, like } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema.ts';

/** Usernames (stored lower-case) beginning with `prefix`; LIKE's own wildcards in it are escaped. */
export async function findUsernamesStartingWith(db: Database, prefix: string): Promise<string[]> {
  const pattern = `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const rows = await db.select({ username: user.username }).from(user).where(like(user.username, pattern));
  return rows.flatMap((row) => (row.username ? [row.username] : []));
}

/** The id of the user with this (lower-case) username. */
export async function findUserIdByUsername(db: Database, username: string): Promise<string | undefined> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.username, username));
  return row?.id;
}
