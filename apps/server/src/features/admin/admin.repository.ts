import { and, count, desc, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { keptTableRows } from '../../db/kept-counts.ts';
import { session, user, userProfile } from '../../db/schema.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { preparedStatement } from '../../lib/prepared-statement.ts';
import { publishChange } from '../realtime/index.ts';

export type Role = 'user' | 'admin';
export type Plan = (typeof userProfile.$inferSelect)['plan'];
export type VideoAccess = (typeof userProfile.$inferSelect)['videoAccess'];

const adminUserColumns = {
  id: user.id,
  name: user.name,
  username: user.username,
  email: user.email,
  emailVerified: user.emailVerified,
  role: user.role,
  banned: user.banned,
  createdAt: user.createdAt,
  plan: userProfile.plan,
  tokenAmount: userProfile.tokenAmount,
  videoAccess: userProfile.videoAccess,
};

export interface AdminUserRow {
  id: string;
  name: string;
  username: string | null;
  email: string;
  emailVerified: boolean;
  role: string | null;
  banned: boolean | null;
  createdAt: Date;
  plan: Plan | null;
  tokenAmount: number | null;
  videoAccess: VideoAccess | null;
}

/** A name, e-mail address or username containing `pattern`, when the admin searches. */
function searched(shape: 'all' | 'search') {
  const pattern = sql.placeholder('pattern');
  return shape === 'search'
    ? or(ilike(user.email, pattern), ilike(user.username, pattern), ilike(user.name, pattern))
    : undefined;
}

/** The admin's user list, newest first: named statements with or without a search (0061, 0070). */
const usersPage = preparedStatement('admin_users_page', (db, shape: 'all' | 'search') =>
  db
    .select(adminUserColumns)
    .from(user)
    .leftJoin(userProfile, eq(userProfile.userId, user.id))
    .where(searched(shape))
    .orderBy(desc(user.createdAt), desc(user.id))
    .offset(sql.placeholder('offset'))
    .limit(sql.placeholder('limit')),
);

/** How many users the list has: searched, counted; all of them, kept by the database (0083). */
const usersCount = preparedStatement('admin_users_count', (db, shape: 'all' | 'search') =>
  shape === 'all'
    ? keptTableRows(db, 'user')
    : db.select({ total: count() }).from(user).where(searched(shape)),
);

export async function listUsers(
  db: Database,
  { search, offset, limit }: { search?: string; offset: number; limit: number },
): Promise<{ rows: AdminUserRow[]; total: number }> {
  const shape = search ? 'search' : 'all';
  const pattern = search ? containsPattern(search) : undefined;
  const [rows, [totals]] = await Promise.all([
    usersPage(db, shape, { pattern, offset, limit }),
    usersCount(db, shape, { pattern }),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findUser(db: Database, id: string): Promise<AdminUserRow | undefined> {
  const [row] = await db
    .select(adminUserColumns)
    .from(user)
    .leftJoin(userProfile, eq(userProfile.userId, user.id))
    .where(eq(user.id, id));
  return row;
}

export async function findUserIdByEmail(db: Database, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.toLowerCase()));
  return row?.id;
}

export async function findUserIdByUsername(db: Database, username: string): Promise<string | undefined> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.username, username.toLowerCase()));
  return row?.id;
}

export interface UserChanges {
  name?: string;
  username?: string;
  displayUsername?: string;
  email?: string;
  emailVerified?: boolean;
  role?: Role;
}

/** Changes of the user's profile an admin may make: the plan and video access (spec §6). */
export interface ProfileChanges {
  plan?: Plan;
  /** The Flex volume; null on the fixed plans. */
  tokenAmount?: number | null;
  videoAccess?: VideoAccess;
}

export async function updateUser(
  db: Database,
  id: string,
  changes: UserChanges,
  profileChanges: ProfileChanges = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    if (Object.keys(changes).length > 0) await tx.update(user).set(changes).where(eq(user.id, id));
    if (Object.keys(profileChanges).length === 0) return;
    const [profile] = await tx
      .update(userProfile)
      .set(profileChanges)
      .where(eq(userProfile.userId, id))
      .returning({ updatedDate: userProfile.updatedDate });
    // The user's open tabs show the new plan or video access at once.
    if (profile) {
      await publishChange(tx, {
        userId: id,
        table: 'userprofile',
        id,
        updatedDate: profile.updatedDate,
        changes: Object.keys(profileChanges),
        values: { ...profileChanges },
      });
    }
  });
}

/** Gives the admin role to the user if their e-mail is one of `emails` (lower case). */
export async function grantAdminRoleIfListed(db: Database, userId: string, emails: readonly string[]) {
  if (emails.length === 0) return;
  await db
    .update(user)
    .set({ role: 'admin' })
    .where(
      and(
        eq(user.id, userId),
        inArray(sql`lower(${user.email})`, [...emails]),
        or(isNull(user.role), ne(user.role, 'admin')),
      ),
    );
}

/** Sets the role of the user with this e-mail (any case); false when there is none. */
export async function setRoleByEmail(db: Database, email: string, role: Role): Promise<boolean> {
  const rows = await db
    .update(user)
    .set({ role })
    .where(eq(sql`lower(${user.email})`, email.toLowerCase()))
    .returning({ id: user.id });
  return rows.length > 0;
}

export async function listAdmins(db: Database) {
  return db
    .select({ email: user.email, name: user.name, createdAt: user.createdAt })
    .from(user)
    .where(eq(user.role, 'admin'))
    .orderBy(user.email);
}

/**
 * Soft delete: better-auth's admin plugin refuses new sessions to a banned user, and the
 * existing ones are removed, so the account stays (for records) but cannot be used.
 */
export async function banUserAndRevokeSessions(db: Database, id: string, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(user).set({ banned: true, banReason: reason, banExpires: null }).where(eq(user.id, id));
    await tx.delete(session).where(eq(session.userId, id));
  });
}
