import { expect, type Page, test } from '@playwright/test';
import { useOwnAddress } from './support/accounts.ts';
import { e2eOidcIssuer } from './support/e2e-env.ts';

// "Google" here is the loopback OpenID Connect provider the e2e server is configured with
// (playwright.config.ts); its development login form accepts any login and password.

test.beforeEach(async ({ context }) => {
  await useOwnAddress(context);
  // The provider's form pulls a web font from the internet; it is not needed.
  await context.route('https://fonts.googleapis.com/**', (route) => route.abort());
});

function uniqueLogin(label: string): string {
  return `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** At the provider: log in as `login` and allow access. */
async function signInAtProvider(page: Page, login: string) {
  await expect(page).toHaveURL(new RegExp(`^${e2eOidcIssuer}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('continue with Google from sign-in, watch the progress, land on the saved page', async ({ page }) => {
  // A protected page opened while signed out is remembered…
  await page.goto('/app?tab=recent');
  await expect(page).toHaveURL(/\/auth\/login$/);

  const google = page.getByRole('button', { name: 'Continue with Google' });
  await expect(google).toBeVisible();
  // Keyboard: the button is reachable and starts the flow with Enter.
  await google.focus();
  await page.keyboard.press('Enter');

  const login = uniqueLogin('grace');
  await signInAtProvider(page, login);

  await expect(page).toHaveURL(/\/auth\/oauth-redirect$/);
  await expect(page.getByRole('heading', { name: 'Signing you in' })).toBeVisible();
  await expect(page.getByTestId('oauth-progress')).toBeVisible();
  // …and opened once the sign-in is complete.
  await expect(page).toHaveURL(/\/app\?tab=recent$/, { timeout: 15_000 });

  const profile = await page.request.get('/api/profile');
  expect(profile.status()).toBe(200);
  expect(await profile.json()).toMatchObject({
    user: { email: `${login}@example.com`, emailVerified: true, username: login },
    profile: { plan: 'free' },
  });
});

test('cancelling at Google ends on the error page: Google sign-in failed', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(new RegExp(`^${e2eOidcIssuer}/interaction/`));
  await page.getByRole('link', { name: '[ Cancel ]' }).click();

  await expect(page).toHaveURL(/\/auth\/auth-error\?error=google_signin_failed/);
  await expect(page.getByTestId('auth-error-message')).toHaveText('Google sign-in failed');
  await expect(page.getByText('access_denied')).toBeVisible();
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('cancelling a Google sign-up says Google sign-up failed, in German too', async ({ page }) => {
  await page.goto('/auth/signup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(new RegExp(`^${e2eOidcIssuer}/interaction/`));
  await page.getByRole('link', { name: '[ Cancel ]' }).click();
  await expect(page.getByTestId('auth-error-message')).toHaveText('Google sign-up failed');

  await page.getByRole('button', { name: /^Language:/ }).click();
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await expect(page.getByTestId('auth-error-message')).toHaveText('Registrierung mit Google fehlgeschlagen');
});
