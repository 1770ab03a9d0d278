import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appMeta } from '../../db/schema.ts';

const firstStartedAtKey = 'first_started_at';

/** When this installation first started; recorded by the first start, kept ever after. */
export async function ensureFirstStartedAt(db: Database, now: Date): Promise<Date> {
  await db
    .insert(appMeta)
    .values({ key: firstStartedAtKey, value: now.toISOString(), updatedAt: now })
    .onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, firstStartedAtKey));
  if (!row) throw new Error('app_meta.first_started_at is missing right after it was written');
  return new Date(row.value);
}
