import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findUserWithProfile } from './profile.repository.ts';

/** The signed-in user with their `userprofile` (plan and credits). */
export async function getProfile(db: Database, userId: string) {
  const row = await findUserWithProfile(db, userId);
  if (!row?.profile) throw new AppError('NOT_FOUND');
  return {
    user: {
      id: row.id,
      name: row.name,
      username: row.username,
      email: row.email,
      emailVerified: row.emailVerified,
      role: row.role === 'admin' ? ('admin' as const) : ('user' as const),
      createdAt: row.createdAt.toISOString(),
    },
    profile: {
      plan: row.profile.plan,
      tokenAmount: row.profile.tokenAmount,
      additionalTokens: row.profile.additionalTokens,
      planSubscriptionDate: row.profile.planSubscriptionDate.toISOString(),
      updatedDate: row.profile.updatedDate.toISOString(),
    },
  };
}
