import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { user, verification } from '../../db/schema.ts';

/**
 * Removes the user and every row of theirs in one transaction: sessions, accounts and the profile
 * go with the user row (ON DELETE CASCADE); pending reset tokens (better-auth keeps the user id as
 * their value) are removed here.
 */
export async function deleteUserData(db: Database, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.delete(verification).where(eq(verification.value, userId));
    const deleted = await tx.delete(user).where(eq(user.id, userId)).returning({ id: user.id });
    return deleted.length > 0;
  });
}
