import type { ProfileSettings } from '@brandloom/shared/profile-settings';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { user, userProfile } from '../../db/schema.ts';

export type UserProfileRow = typeof userProfile.$inferSelect;

/** The spec's `userprofile` row for a new user: Free plan, subscribed at sign-up. */
export async function createUserProfile(db: Database, userId: string, signedUpAt: Date): Promise<void> {
  await db
    .insert(userProfile)
    .values({ userId, plan: 'free', planSubscriptionDate: signedUpAt, updatedDate: signedUpAt })
    .onConflictDoNothing();
}

export async function findUserWithProfile(db: Database, userId: string) {
  const [row] = await db
    .select({
      id: user.id,
      name: user.name,
      username: user.username,
      email: user.email,
      emailVerified: user.emailVerified,
      role: user.role,
      createdAt: user.createdAt,
      profile: {
        plan: userProfile.plan,
        tokenAmount: userProfile.tokenAmount,
        additionalTokens: userProfile.additionalTokens,
        planSubscriptionDate: userProfile.planSubscriptionDate,
        updatedDate: userProfile.updatedDate,
        publishToExplore: userProfile.publishToExplore,
        language: userProfile.language,
        imageModel: userProfile.imageModel,
        videoModel: userProfile.videoModel,
        videoAccess: userProfile.videoAccess,
      },
    })
    .from(user)
    .leftJoin(userProfile, eq(userProfile.userId, user.id))
    .where(eq(user.id, userId));
  return row;
}

/** Writes the given settings of the user's profile: its new updated date, undefined without a profile row. */
export async function updateProfileSettings(
  db: Executor,
  userId: string,
  settings: ProfileSettings,
): Promise<Date | undefined> {
  const [updated] = await db
    .update(userProfile)
    .set({ ...settings, updatedDate: new Date() })
    .where(eq(userProfile.userId, userId))
    .returning({ updatedDate: userProfile.updatedDate });
  return updated?.updatedDate;
}

/** The language the user chose in their settings, if any. */
export async function findProfileLanguage(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ language: userProfile.language })
    .from(userProfile)
    .where(eq(userProfile.userId, userId));
  return row?.language ?? null;
}

/** The user's plan; null when the user has no profile row. */
export async function findPlan(db: Database, userId: string): Promise<UserProfileRow['plan'] | null> {
  const [row] = await db
    .select({ plan: userProfile.plan })
    .from(userProfile)
    .where(eq(userProfile.userId, userId));
  return row?.plan ?? null;
}
