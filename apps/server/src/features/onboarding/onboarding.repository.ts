import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { brand, creative, userProfile, userUpload } from '../../db/schema.ts';

/**
 * Whether the user has a brand, a completed creative and an upload (each probe stops at its first
 * row), and whether they closed the checklist.
 */
export async function findFirstSteps(db: Database, userId: string) {
  const [brands, creatives, uploads, profiles] = await Promise.all([
    db.select({ id: brand.id }).from(brand).where(eq(brand.userId, userId)).limit(1),
    db
      .select({ id: creative.id })
      .from(creative)
      .where(and(eq(creative.userId, userId), eq(creative.status, 'completed')))
      .limit(1),
    db.select({ id: userUpload.id }).from(userUpload).where(eq(userUpload.userId, userId)).limit(1),
    db
      .select({ closedAt: userProfile.checklistClosedAt })
      .from(userProfile)
      .where(eq(userProfile.userId, userId)),
  ]);
  return {
    brand: brands.length > 0,
    creative: creatives.length > 0,
    upload: uploads.length > 0,
    closed: profiles[0]?.closedAt != null,
  };
}

/** Marks the checklist closed; the first close is the one kept. */
export async function setChecklistClosed(db: Database, userId: string): Promise<void> {
  await db
    .update(userProfile)
    .set({ checklistClosedAt: new Date() })
    .where(and(eq(userProfile.userId, userId), isNull(userProfile.checklistClosedAt)));
}
