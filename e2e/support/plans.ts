import { type Browser, type BrowserContext, expect } from '@playwright/test';
import { linkIn, newUser, readMailbox } from './accounts.ts';
import { e2eBaseUrl, e2ePlanAdminEmail } from './e2e-env.ts';

const planAdmin = { ...newUser('plans'), email: e2ePlanAdminEmail };

/** A request context signed in as the plan admin, who is signed up on first use; close it after. */
export async function planAdminContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: e2eBaseUrl,
    extraHTTPHeaders: { 'x-forwarded-for': `10.250.${Math.floor(Math.random() * 250)}.1` },
  });
  const { request } = context;
  const credentials = { email: planAdmin.email, password: planAdmin.password };
  if (!(await request.post('/api/auth/sign-in/email', { data: credentials })).ok()) {
    expect((await request.post('/api/auth/sign-up/email', { data: planAdmin })).ok()).toBeTruthy();
    const [verification] = await readMailbox(request, planAdmin.email);
    if (!verification) throw new Error('no verification e-mail for the plan admin');
    expect((await request.get(linkIn(verification))).ok()).toBeTruthy();
  }
  return context;
}

/**
 * Puts the user with `email` on `plan` the way an operator would, through the admin API, without
 * paying. The plan admin is signed up on first use; later calls sign in.
 */
export async function setPlan(
  browser: Browser,
  email: string,
  plan: 'free' | 'plus' | 'flex',
): Promise<void> {
  const context = await planAdminContext(browser);
  const { request } = context;
  const found = (await (
    await request.get(`/api/admin/users?search=${encodeURIComponent(email)}`)
  ).json()) as {
    users: { id: string; email: string }[];
  };
  const user = found.users.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`no user ${email}`);
  expect((await request.patch(`/api/admin/users/${user.id}`, { data: { plan } })).ok()).toBeTruthy();
  await context.close();
}
