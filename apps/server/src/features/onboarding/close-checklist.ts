import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userProfile } from '../../db/schema.ts';

/** The user hid the first-run checklist or saw it complete: it stays away, in every browser. */
export async function closeChecklist(db: Database, userId: string): Promise<void> {
  await db
    .update(userProfile)
    .set({ checklistClosedAt: new Date() })
    .where(and(eq(userProfile.userId, userId), isNull(userProfile.checklistClosedAt)));
}
