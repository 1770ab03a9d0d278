import { and, asc, desc, eq, getTableColumns, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import {
  analyticsEvent,
  brand,
  conversation,
  creative,
  generationJob,
  style,
  user,
  userProfile,
  userUpload,
} from '../../db/schema.ts';
import { preparedStatement } from '../../lib/prepared-statement.ts';
import type { CreativeRow } from '../creatives/index.ts';
import { creditProfileColumns } from '../credits/index.ts';
import { announceQueuedJobs } from './job-queue.repository.ts';

/**
 * What a generation request reads of the user's profile (plan, models, video access and what the
 * credits are computed from), in one statement, locked until the transaction ends: the user's
 * reservations queue here (reserveCredits), and the checks see the plan the credits are paid on.
 */
export async function lockGenerationProfile(tx: Executor, userId: string) {
  const [row] = await tx
    .select({
      ...creditProfileColumns,
      imageModel: userProfile.imageModel,
      videoModel: userProfile.videoModel,
      videoAccess: userProfile.videoAccess,
    })
    .from(userProfile)
    .innerJoin(user, eq(user.id, userProfile.userId))
    .where(eq(userProfile.userId, userId))
    .for('update', { of: userProfile });
  return row;
}

/** How many of these uploads are the user's own. */
export async function countOwnUploads(db: Executor, userId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .select({ id: userUpload.id })
    .from(userUpload)
    .where(and(eq(userUpload.userId, userId), inArray(userUpload.id, ids)));
  return rows.length;
}

/** How many of these creatives are the user's own finished images. */
export async function countOwnFinishedCreatives(
  db: Executor,
  userId: string,
  ids: string[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .select({ id: creative.id })
    .from(creative)
    .where(and(eq(creative.userId, userId), inArray(creative.id, ids), eq(creative.status, 'completed')));
  return rows.length;
}

/**
 * The variant number after the highest one the user has of this prompt in this chat, so a
 * creative made again gets a layout of its own instead of repeating one.
 */
export async function nextVariantIndex(
  db: Database,
  userId: string,
  conversationId: string | null,
  prompt: string,
): Promise<number> {
  const [row] = await db
    .select({ highest: max(creative.variantIndex) })
    .from(creative)
    .where(
      and(
        eq(creative.userId, userId),
        conversationId ? eq(creative.conversationId, conversationId) : isNull(creative.conversationId),
        eq(creative.prompt, prompt),
      ),
    );
  return (row?.highest ?? -1) + 1;
}

/** The mode of the user's own finished creative; undefined when it is not one. */
export async function findOwnFinishedCreative(db: Executor, userId: string, id: string) {
  const [row] = await db
    .select({ mode: creative.mode, prompt: creative.prompt, copy: creative.copy })
    .from(creative)
    .where(and(eq(creative.userId, userId), eq(creative.id, id), eq(creative.status, 'completed')));
  return row;
}

/** The file name of one of the user's uploads. */
export async function findOwnUploadName(db: Executor, userId: string, id: string) {
  const [row] = await db
    .select({ filename: userUpload.filename })
    .from(userUpload)
    .where(and(eq(userUpload.userId, userId), eq(userUpload.id, id)));
  return row?.filename;
}

/** Inserts queued creatives and one job each, and wakes the workers once the transaction commits. */
export async function insertQueuedCreatives(
  tx: Executor,
  rows: (typeof creative.$inferInsert)[],
): Promise<CreativeRow[]> {
  const inserted = await tx.insert(creative).values(rows).returning();
  await tx.insert(generationJob).values(inserted.map((row) => ({ creativeId: row.id })));
  await announceQueuedJobs(tx);
  return inserted;
}

/** The conversation a prompt goes to: the user's own one (touched), or a new one titled after the prompt. */
export async function enterConversation(
  tx: Executor,
  userId: string,
  conversationId: string | null,
  prompt: string,
): Promise<string | undefined> {
  if (conversationId) {
    const [touched] = await tx
      .update(conversation)
      .set({ updatedDate: new Date() })
      .where(and(eq(conversation.id, conversationId), eq(conversation.userId, userId)))
      .returning({ id: conversation.id });
    return touched?.id;
  }
  const title = prompt.length > 80 ? `${prompt.slice(0, 79).trimEnd()}…` : prompt;
  const [created] = await tx
    .insert(conversation)
    .values({ userId, title })
    .returning({ id: conversation.id });
  return created?.id;
}

// What a generation job reads of the user's other rows, always within the user's own.

export async function findOwnBrand(db: Database, userId: string, brandId: string) {
  const [row] = await db
    .select()
    .from(brand)
    .where(and(eq(brand.id, brandId), eq(brand.userId, userId)));
  return row;
}

export async function findOwnStyle(db: Database, userId: string, styleId: string) {
  const [row] = await db
    .select()
    .from(style)
    .where(and(eq(style.userId, userId), eq(style.id, styleId)));
  return row;
}

export async function findOwnUploadFiles(db: Database, userId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: userUpload.id, path: userUpload.path, contentType: userUpload.contentType })
    .from(userUpload)
    .where(and(eq(userUpload.userId, userId), inArray(userUpload.id, ids)));
}

export async function findOwnCreativeImages(db: Database, userId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: creative.id, path: creative.imagePath })
    .from(creative)
    .where(and(eq(creative.userId, userId), inArray(creative.id, ids)));
}

export async function findAppLanguage(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ language: userProfile.language })
    .from(userProfile)
    .where(eq(userProfile.userId, userId));
  return row?.language ?? null;
}

/**
 * A job's creative with what its run reads of the owner's profile, the saved app language and the
 * storage folder (both null without a profile), and whether the owner's first completed creative
 * is recorded already (a key event, 0051), in one statement (decision 0069), prepared once per
 * database handle (0072).
 */
const jobCreative = preparedStatement('job_creative', (db) =>
  db
    .select({
      row: getTableColumns(creative),
      appLanguage: userProfile.language,
      storageFolder: userProfile.storageFolder,
      firstCreativeRecorded: sql<boolean>`exists (select 1 from ${analyticsEvent} where ${analyticsEvent.userId} = ${creative.userId} and ${analyticsEvent.kind} = 'first_creative')`,
    })
    .from(creative)
    .leftJoin(userProfile, eq(userProfile.userId, creative.userId))
    .where(eq(creative.id, sql.placeholder('creativeId'))),
);

export async function findJobCreative(db: Database, creativeId: string) {
  const [found] = await jobCreative(db, 'all', { creativeId });
  return found;
}

/** Moves a creative on when it is still in one of `fromStatuses`; its owner and new date, if it moved. */
export async function updateCreativeFrom(
  db: Executor,
  id: string,
  fromStatuses: (typeof creative.$inferSelect.status)[],
  values: Partial<typeof creative.$inferInsert>,
) {
  const [row] = await db
    .update(creative)
    .set(values)
    .where(and(eq(creative.id, id), inArray(creative.status, fromStatuses)))
    .returning({ userId: creative.userId, updatedDate: creative.updatedDate });
  return row;
}

/** The user's creatives laid out from `creativeId` for placements, newest first. */
export function listOwnResizes(db: Database, userId: string, creativeId: string) {
  return db
    .select()
    .from(creative)
    .where(and(eq(creative.userId, userId), eq(creative.resizeOf, creativeId)))
    .orderBy(desc(creative.creationDate), asc(creative.placement));
}
