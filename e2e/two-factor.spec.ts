import { expect, type Page, test } from '@playwright/test';
import { totpCode } from '../apps/server/src/testing/totp.ts';
import { signInWithForm, signUpAndSignIn, type TestUser } from './support/accounts.ts';

/**
 * Two-factor journeys: enrol an authenticator app reading the key from the page (as a person types
 * it into their app), then sign in with a code from it, or with a backup code.
 */

// Each journey signs up, enrols and signs in two or three times: longer than the default 30 s
// on a busy machine.
test.setTimeout(90_000);

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
});

/** Enrols TOTP on /app/settings/two-factor; returns the key the page showed and the backup codes. */
async function enrol(page: Page, user: TestUser): Promise<{ secret: string; backupCodes: string[] }> {
  await page.getByTestId('account-menu-trigger').click();
  await page.getByRole('link', { name: 'Two-factor authentication' }).click();
  await expect(page).toHaveURL('/app/settings/two-factor');
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor authentication' })).toBeVisible();
  await expect(page.getByTestId('two-factor-status')).toHaveText('Off');

  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  await page.getByLabel('Current password').fill('not my password');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('form-alert')).toHaveText('The password is not correct.');
  await page.getByLabel('Current password').fill(user.password);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await expect(page.getByTestId('totp-qr').locator('svg')).toBeVisible();
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByRole('button', { name: 'Next' }).click();

  const code = page.getByLabel('Authentication code');
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await code.fill('12');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Enter the 6 digits your app shows.')).toBeVisible();
  await code.fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();

  await expect(page.getByText('Store them somewhere safe')).toBeVisible();
  const backupCodes = await page.getByTestId('backup-codes').locator('li').allTextContents();
  expect(backupCodes).toHaveLength(10);
  await expect(page.getByTestId('two-factor-status')).toHaveText('On');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download .txt' }).click();
  expect((await download).suggestedFilename()).toBe('brandloom-backup-codes.txt');
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page.getByRole('button', { name: 'Create new backup codes' })).toBeVisible();
  return { secret, backupCodes };
}

async function signOut(page: Page) {
  await page.getByTestId('account-menu-trigger').click();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL('/auth/login');
}

test('enrol an authenticator app, then sign in with a code from it', async ({ page }) => {
  const user = await signUpAndSignIn(page);
  const { secret } = await enrol(page, user);
  await signOut(page);

  await signInWithForm(page, user.email, user.password);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await expect(page).toHaveURL('/auth/login');
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');

  // A wrong code is refused with the message, and no session exists yet.
  const wrong = totpCode(secret) === '000000' ? '111111' : '000000';
  await code.fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('form-alert')).toHaveText(
    'That code is not correct. Check your authenticator app and try again.',
  );
  const session = await page.request.get('/api/auth/get-session');
  expect(await session.json()).toBeNull();

  await code.fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/app$/, { timeout: 15_000 });
  await expect(page.getByTestId('account-email').first()).toHaveText(user.email);
});

test('sign in with a backup code, back to the page asked for; then turn two-factor off', async ({ page }) => {
  const user = await signUpAndSignIn(page);
  const { backupCodes } = await enrol(page, user);
  await signOut(page);

  await page.goto('/app/settings/two-factor');
  await expect(page).toHaveURL('/auth/login');
  await signInWithForm(page, user.email, user.password);
  await page.getByRole('button', { name: 'Use a backup code instead' }).click();
  await page.getByLabel('Backup code').fill(backupCodes[0] as string);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/app/settings/two-factor', { timeout: 15_000 });
  await expect(page.getByTestId('two-factor-status')).toHaveText('On');

  // Turning it off needs the password and a confirmation.
  await page.getByTestId('disable-2fa').click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: 'Turn off two-factor authentication' })).toBeVisible();
  await dialog.getByLabel('Current password').fill(user.password);
  await dialog.getByRole('button', { name: 'Turn off two-factor' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('two-factor-status')).toHaveText('Off');

  // Sign-in is one step again.
  await signOut(page);
  await signInWithForm(page, user.email, user.password);
  await expect(page).toHaveURL(/\/app$/, { timeout: 15_000 });
});
