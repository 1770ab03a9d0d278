import type { Hono } from 'hono';
import { type Browser, createBrowser } from './http-client.ts';

let userCounter = 0;

/**
 * Signs `browser` up as a new user and verifies the e-mail through the dev mailbox, as a person
 * would; answers the user's id and credentials.
 */
export async function signUpVerifiedUser(
  // biome-ignore lint/suspicious/noExplicitAny: any Hono app
  app: Hono<any, any, any>,
  browser: Browser,
): Promise<{ id: string; email: string; password: string }> {
  userCounter += 1;
  const stamp = `${process.pid}${Date.now() % 1_000_000}${userCounter}`;
  const user = {
    name: `Ada Lovelace ${userCounter}`,
    username: `ada_${stamp}`,
    email: `ada.${stamp}@example.com`,
    password: 'correct horse battery',
  };
  const signUp = await browser.post('/api/auth/sign-up/email', user);
  if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}`);
  const mailbox = await createBrowser(app, { ip: '127.0.0.1' }).get(
    `/api/dev/mailbox?to=${encodeURIComponent(user.email)}`,
  );
  const { emails } = (await mailbox.json()) as { emails: { text: string }[] };
  const link = emails[0]?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error('no verification e-mail');
  await browser.get(link);
  const profile = (await (await browser.get('/api/profile')).json()) as { user: { id: string } };
  return { id: profile.user.id, email: user.email, password: user.password };
}
