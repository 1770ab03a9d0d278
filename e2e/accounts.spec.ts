import { expect, test } from '@playwright/test';
import {
  fillSignUpForm,
  linkIn,
  newUser,
  readMailbox,
  signInWithForm,
  signUpAndSignIn,
  useOwnAddress,
  verifyFromMailbox,
} from './support/accounts.ts';
import { e2eBaseUrl } from './support/e2e-env.ts';

const redirectCookie = 'brandloom-redirect-path';

test.beforeEach(async ({ context }) => {
  await useOwnAddress(context);
});

test('sign up, read the verification e-mail, verify and land in the app', async ({ page }) => {
  const user = newUser('journey');
  await page.goto('/auth/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await fillSignUpForm(page, user);

  await expect(page).toHaveURL(`/auth/verify-email?email=${encodeURIComponent(user.email)}`);
  await expect(page.getByTestId('verify-email-message')).toContainText(user.email);
  // The resend button counts down before it can be used again.
  const resend = page.getByTestId('resend-verification');
  await expect(resend).toBeDisabled();
  await expect(resend).toHaveText(/Resend in \d+ s/);

  const [email] = await readMailbox(page.request, user.email);
  expect(email?.subject).toBeTruthy();
  await page.goto(linkIn(email as NonNullable<typeof email>));
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  await expect(page).toHaveURL(/\/app$/, { timeout: 15_000 });

  const sidebar = page.getByTestId('app-sidebar');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(sidebar.getByTestId('account-name')).toHaveText(user.name);
  await expect(sidebar.getByTestId('account-email')).toHaveText(user.email);
  await sidebar.getByTestId('account-menu-trigger').click();
  await expect(page.getByTestId('account-plan')).toHaveText('Free plan');
});

test('signed out, a protected page sends to sign-in and back to that page afterwards', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const user = await signUpAndSignIn(page);

  await page.getByTestId('account-menu-trigger').click();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL('/auth/login');

  await page.goto('/app/creatives?tab=recent#latest');
  await expect(page).toHaveURL('/auth/login');
  const saved = (await context.cookies()).find((cookie) => cookie.name === redirectCookie);
  expect(decodeURIComponent(saved?.value ?? '')).toBe('/app/creatives?tab=recent#latest');
  expect(saved?.sameSite).toBe('Lax');
  expect(saved?.path).toBe('/');

  await signInWithForm(page, user.email, user.password);
  await expect(page).toHaveURL('/app/creatives?tab=recent#latest');
  expect((await context.cookies()).find((cookie) => cookie.name === redirectCookie)).toBeUndefined();

  // The standalone /app page is protected too.
  await page.getByTestId('account-menu-trigger').click();
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL('/auth/login');
  await page.goto('/app/coming-soon');
  await expect(page).toHaveURL('/auth/login');
});

test('sign-in tells what is wrong: missing fields, wrong password', async ({ page }) => {
  const user = await signUpAndSignIn(page);
  await page.context().clearCookies();

  await page.goto('/auth/login');
  await page.getByTestId('login-form').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Email and password are required')).toBeVisible();

  await signInWithForm(page, user.email, 'not the password');
  await expect(page.getByTestId('form-alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL('/auth/login');
});

test('the sign-up form shows the validation messages', async ({ page }) => {
  await page.goto('/auth/signup');
  const form = page.getByTestId('signup-form');
  await form.getByLabel('Full name').fill('A');
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Password', { exact: true }).fill('short');
  await form.getByLabel('Confirm password').fill('shorter');
  await form.getByRole('button', { name: 'Create account' }).click();

  await expect(form.getByText('Name must be at least 2 characters.')).toBeVisible();
  await expect(form.getByText('Username is required.')).toBeVisible();
  await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(form.getByText('Password must be at least 8 characters.')).toBeVisible();
  await expect(form.getByText("Passwords don't match")).toBeVisible();
  // Each message is tied to its input.
  const name = form.getByLabel('Full name');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Name must be at least 2 characters.');
  await expect(page).toHaveURL('/auth/signup');
});

test('an unverified user who signs in is asked to verify and can resend after a countdown', async ({
  page,
  context,
}) => {
  const user = newUser('unverified');
  await page.goto('/auth/signup');
  await fillSignUpForm(page, user);
  await expect(page).toHaveURL(/\/auth\/verify-email/);

  // Another tab: no e-mail was sent from here, so the resend button is ready at once.
  const tab = await context.newPage();
  await tab.goto('/auth/login');
  await signInWithForm(tab, user.email, user.password);
  await expect(tab).toHaveURL(/\/auth\/verify-email\?email=.*reason=unverified/);
  await expect(tab.getByRole('heading', { name: 'Verify your email to continue' })).toBeVisible();
  const resend = tab.getByTestId('resend-verification');
  await expect(resend).toHaveText('Resend email');
  await resend.click();
  await expect(tab.getByTestId('toast')).toContainText('Verification email sent');
  await expect(resend).toHaveText(/Resend in (60|59|58) s/);
  await expect(resend).toBeDisabled();

  // The newest link verifies and opens the app.
  await readMailbox(tab.request, user.email, 2);
  await verifyFromMailbox(tab, user);
});

test('forgot password: neutral answer, e-mailed link, new password, sign in with it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const user = await signUpAndSignIn(page);
  await page.context().clearCookies();

  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/auth/reset-password');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  const neutral = `If an account exists for ${user.email}, we have sent a link to reset its password.`;
  await expect(page.getByTestId('reset-sent')).toHaveText(neutral);

  // An unknown address gets the very same answer.
  await page.getByRole('button', { name: 'Use another email' }).click();
  const unknown = newUser('nobody').email;
  await page.getByLabel('Email').fill(unknown);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByTestId('reset-sent')).toHaveText(neutral.replace(user.email, unknown));

  const emails = await readMailbox(page.request, user.email, 2);
  const reset = emails.find((email) => linkIn(email).includes('/auth/reset-password'));
  if (!reset) throw new Error('no reset e-mail');
  await page.goto(linkIn(reset));
  const form = page.getByTestId('reset-password-form');
  await form.getByLabel('New password').fill('a brand new secret');
  await form.getByLabel('Confirm password').fill('a different secret');
  await form.getByRole('button', { name: 'Save password' }).click();
  await expect(form.getByText("Passwords don't match")).toBeVisible();
  await form.getByLabel('Confirm password').fill('a brand new secret');
  await form.getByRole('button', { name: 'Save password' }).click();

  // The new password is set and the user is signed in with it.
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByTestId('toast')).toContainText('Password changed');
  await page.context().clearCookies();
  await page.goto('/auth/login');
  await signInWithForm(page, user.email, user.password);
  await expect(page.getByTestId('form-alert')).toHaveText('Invalid email or password');
  await signInWithForm(page, user.email, 'a brand new secret');
  await expect(page).toHaveURL(/\/app$/);

  // The link works once.
  await page.context().clearCookies();
  await page.goto(linkIn(reset));
  await form.getByLabel('New password').fill('yet another secret');
  await form.getByLabel('Confirm password').fill('yet another secret');
  await form.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByTestId('form-alert')).toContainText('invalid or has expired');
});

test('a signed-in user opening sign-in or sign-up goes to the home page', async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto('/auth/login');
  await expect(page).toHaveURL('/');
  await page.goto('/auth/signup');
  await expect(page).toHaveURL('/');
});

test('too many sign-in attempts are refused with the spec message', async ({ page }) => {
  await page.goto('/auth/login');
  const email = newUser('limited').email;
  const alert = page.getByTestId('form-alert');
  await expect(async () => {
    await signInWithForm(page, email, 'wrong password');
    await expect(alert).toHaveText('Too many requests, please try again later', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
});

test('an expired session is noticed by the 5-minute check and sends to sign-in', async ({ page }) => {
  await page.clock.install();
  await signUpAndSignIn(page);
  await page.context().clearCookies();
  await page.clock.fastForward(300_000);
  await page.clock.fastForward(1_000);
  await expect(page).toHaveURL('/auth/login');
});

test('an API answer 401 in the app sends to sign-in', async ({ page, context }) => {
  await signUpAndSignIn(page);
  await page.route('**/api/profile', async (route) => {
    await context.clearCookies();
    await route.fulfill({
      status: 401,
      json: { error: { code: 'UNAUTHORIZED', message: 'Auth session missing!' } },
    });
  });
  await page.goto('/app/templates');
  // After the app's whole first load, the 401 and the sign-in route's first load (its chunks are
  // fetched then): a CI trace showed that reach past the default 10 s on a busy machine.
  await expect(page).toHaveURL('/auth/login', { timeout: 30_000 });
  const saved = (await context.cookies()).find((cookie) => cookie.name === redirectCookie);
  expect(decodeURIComponent(saved?.value ?? '')).toBe('/app/templates');
});

test('the sign-in pages speak the chosen language', async ({ page, context }) => {
  await context.addCookies([{ name: 'lang', value: 'de', url: e2eBaseUrl }]);
  await page.goto('/auth/signup');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'Konto erstellen' })).toBeVisible();
  await page.getByTestId('signup-form').getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page.getByText('Der Name muss mindestens 2 Zeichen lang sein.')).toBeVisible();
});

test('the auth error page translates the code and leads back to sign-in', async ({ page }) => {
  await page.goto('/auth/auth-error?error=TOKEN_EXPIRED');
  await expect(page.getByTestId('auth-error-message')).toHaveText(
    'This link has expired. Please request a new one.',
  );
  await page.goto('/auth/auth-error?error=%3Cscript%3E');
  await expect(page.getByTestId('auth-error-message')).toHaveText(
    'Something went wrong while signing you in. Please try again.',
  );
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL('/auth/login');
});
