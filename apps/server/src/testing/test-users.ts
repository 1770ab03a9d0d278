import type { Hono } from 'hono';
import { type Browser, createBrowser } from './http-client.ts';

let userCounter = 0;
let ipCounter = 0;

/** Sign-up fields of a new, unique user. */
export function newUserFields(prefix = 'ada') {
  userCounter += 1;
  const unique = `${userCounter}_${Date.now() % 1_000_000}`;
  return {
    name: `Test User ${userCounter}`,
    username: `${prefix}_${unique}`,
    email: `${prefix}.${unique}@example.com`,
    password: 'correct horse battery',
  };
}

/**
 * Signs a new user up through the API and opens the verification link from the dev mailbox, the
 * way a person would: answers their signed-in browser and who they are. Each user comes from
 * their own client address so sign-up rate limits do not mix tests.
 */
export async function signUpVerifiedUser(
  // biome-ignore lint/suspicious/noExplicitAny: any Hono app
  app: Hono<any, any, any>,
  fields = newUserFields(),
): Promise<{ browser: Browser; id: string } & ReturnType<typeof newUserFields>> {
  ipCounter += 1;
  const browser = createBrowser(app, {
    ip: `198.18.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`,
  });
  const signUp = await browser.post('/api/auth/sign-up/email', fields);
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const mailbox = await createBrowser(app, { ip: '127.0.0.1' }).get(
    `/api/dev/mailbox?to=${encodeURIComponent(fields.email)}`,
  );
  const [email] = ((await mailbox.json()) as { emails: { text: string }[] }).emails;
  const link = email?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no verification link for ${fields.email}`);
  const verified = await browser.get(link);
  if (verified.status !== 302) throw new Error(`verification failed: ${verified.status}`);
  const me = (await (await browser.get('/api/profile')).json()) as { user: { id: string } };
  return { ...fields, browser, id: me.user.id };
}

/** The signed-in user's credit balance, as the app reads it. */
export const creditBalanceOf = async (browser: Browser) =>
  ((await (await browser.get('/api/credits')).json()) as { balance: number }).balance;
