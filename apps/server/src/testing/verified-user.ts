import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { user as userTable } from '../db/schema.ts';
import type { Browser } from './http-client.ts';

let counter = 0;

/**
 * Signs `browser` in as a new user whose e-mail is verified (marked in the database, skipping the
 * mailbox round trip that the account tests cover).
 */
export async function signInVerifiedUser(
  browser: Browser,
  db: Database,
): Promise<{ id: string; email: string }> {
  counter += 1;
  const credentials = {
    name: `Ada Lovelace ${counter}`,
    username: `ada_${counter}_${Date.now() % 100000}`,
    email: `ada${counter}.${Date.now()}@example.com`,
    password: 'correct horse battery',
  };
  const signUp = await browser.post('/api/auth/sign-up/email', credentials);
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const [row] = await db
    .update(userTable)
    .set({ emailVerified: true })
    .where(eq(userTable.email, credentials.email))
    .returning({ id: userTable.id });
  if (!row) throw new Error('signed-up user not found');
  const signIn = await browser.post('/api/auth/sign-in/email', {
    email: credentials.email,
    password: credentials.password,
  });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  return { id: row.id, email: credentials.email };
}
