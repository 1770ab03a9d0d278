import type { Hono } from 'hono';
import { type Browser, createBrowser } from './http-client.ts';

let counter = 0;

/**
 * Signs a new user up in `browser` the way a person does: sign-up, then the verification link from
 * the development mailbox (read from loopback), which signs them in. Answers the user's id and e-mail.
 */
export async function signUpVerifiedUser(
  // biome-ignore lint/suspicious/noExplicitAny: any Hono app
  app: Hono<any, any, any>,
  browser: Browser,
): Promise<{ id: string; email: string }> {
  counter += 1;
  const unique = `${counter}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `tester.${unique}@example.com`;
  const signUp = await browser.post('/api/auth/sign-up/email', {
    name: 'Test User',
    username: `tester_${unique}`.slice(0, 30),
    email,
    password: 'correct horse battery',
  });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const mailbox = await createBrowser(app, { ip: '127.0.0.1' }).get(
    `/api/dev/mailbox?to=${encodeURIComponent(email)}`,
  );
  const { emails } = (await mailbox.json()) as { emails: { text: string }[] };
  const link = emails[0]?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no verification link for ${email}`);
  await browser.get(link);
  const profile = (await (await browser.get('/api/profile')).json()) as { user: { id: string } };
  return { id: profile.user.id, email };
}
