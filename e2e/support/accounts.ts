import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';

/**
 * Accounts for the journeys: a fresh user per test, signed up and verified the way a person does
 * it, with the verification e-mail read from the development mailbox (GET /api/dev/mailbox, served
 * to loopback clients while no SMTP server is configured and PUBLIC_URL is on this machine).
 */
export interface TestUser {
  name: string;
  username: string;
  email: string;
  password: string;
}

export interface MailboxEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

let counter = 0;

export function newUser(label = 'user'): TestUser {
  counter += 1;
  const unique = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return {
    name: `Ada Lovelace`,
    username: `${label}_${unique}`.slice(0, 30),
    email: `${label}.${unique}@example.com`,
    password: 'correct horse battery',
  };
}

/**
 * Gives the browser context an address of its own (the e2e server trusts X-Forwarded-For from
 * loopback), so one test's sign-ins never use up another's rate limit.
 */
export async function useOwnAddress(context: BrowserContext): Promise<string> {
  const part = () => Math.floor(Math.random() * 250) + 1;
  const address = `10.${part()}.${part()}.${part()}`;
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  return address;
}

/** The e-mails to `to`, newest first, waiting until at least `count` have arrived. */
export async function readMailbox(
  request: APIRequestContext,
  to: string,
  count = 1,
): Promise<MailboxEmail[]> {
  let emails: MailboxEmail[] = [];
  await expect
    .poll(
      async () => {
        // The mailbox serves clients on this machine only, judged behind the trusted proxy: this
        // reader is one, whatever address the test's context forwards for its browser.
        const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`, {
          headers: { 'x-forwarded-for': '127.0.0.1' },
        });
        expect(response.ok()).toBeTruthy();
        emails = ((await response.json()) as { emails: MailboxEmail[] }).emails;
        return emails.length;
      },
      { timeout: 15_000, message: `waiting for ${count} e-mail(s) to ${to}` },
    )
    .toBeGreaterThanOrEqual(count);
  return emails;
}

/** The first link of an e-mail's text part. */
export function linkIn(email: MailboxEmail): string {
  const match = email.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`No link in the e-mail "${email.subject}":\n${email.text}`);
  return match[0];
}

/** Fills and sends the sign-up form (the page must be on /auth/signup). */
export async function fillSignUpForm(page: Page, user: TestUser): Promise<void> {
  const form = page.getByTestId('signup-form');
  await form.getByLabel('Full name').fill(user.name);
  await form.getByLabel('Username').fill(user.username);
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await form.getByLabel('Confirm password').fill(user.password);
  await form.getByRole('button', { name: 'Create account' }).click();
}

/** Opens the newest verification link sent to the user and waits until the app has opened. */
export async function verifyFromMailbox(
  page: Page,
  user: TestUser,
  landing: RegExp = /\/app$/,
): Promise<void> {
  const [email] = await readMailbox(page.request, user.email);
  if (!email) throw new Error(`No verification e-mail for ${user.email}`);
  await page.goto(linkIn(email));
  await expect(page).toHaveURL(landing, { timeout: 15_000 });
}

/**
 * A new, verified user, signed in in this page's browser context: signs up through the UI, reads
 * the verification e-mail and opens its link, which signs in and lands in the app.
 */
export async function signUpAndSignIn(page: Page, user: TestUser = newUser()): Promise<TestUser> {
  await useOwnAddress(page.context());
  await page.goto('/auth/signup');
  await fillSignUpForm(page, user);
  await expect(page).toHaveURL(/\/auth\/verify-email\?email=/);
  await verifyFromMailbox(page, user);
  return user;
}

/**
 * Signs in `admin`, one of the server's ADMIN_EMAILS, signing them up first when the run's
 * database has none (a rerun against the same data folder finds them already there).
 */
export async function signInAsAdmin(page: Page, admin: TestUser): Promise<void> {
  await useOwnAddress(page.context());
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: admin.email, password: admin.password },
  });
  if (signIn.ok()) {
    await page.goto('/app');
    return;
  }
  await signUpAndSignIn(page, admin);
}

/** Signs in through the login form (the page must be on /auth/login). */
export async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByTestId('login-form');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}
