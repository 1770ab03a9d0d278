import { expect, type Page, test } from '@playwright/test';
import { signUpAndSignIn } from './support/accounts.ts';

/** The sign-in form in German (the language chosen in the settings stays in the `lang` cookie). */
async function signInInGerman(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByTestId('login-form');
  await form.getByLabel('E-Mail').fill(email);
  await form.getByLabel('Passwort', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Anmelden' }).click();
}

test('settings: change name, language, password; sign in again; delete the account', async ({ page }) => {
  // One long journey through four forms and two sign-ins.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const user = await signUpAndSignIn(page);
  const sidebar = page.getByTestId('app-sidebar');

  // Settings from the sidebar; the Account section is in the address.
  await sidebar.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL('/app/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.getByTestId('settings-tab-account').click();
  await expect(page).toHaveURL('/app/settings?section=account');

  // Name: too short is refused with the spec's message, then saved; the sidebar follows.
  const profileForm = page.getByTestId('settings-profile-form');
  await profileForm.getByLabel('Full name').fill('A');
  await profileForm.getByRole('button', { name: 'Save profile' }).click();
  await expect(profileForm.getByTestId('field-error')).toHaveText('Name must be at least 2 characters.');
  await profileForm.getByLabel('Full name').fill('Ada King');
  await profileForm.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved').first()).toBeVisible();
  await expect(sidebar.getByTestId('account-name')).toHaveText('Ada King');

  // Language: German switches the page at once and is kept in the profile.
  await page.getByTestId('settings-tab-general').click();
  await page.getByTestId('settings-language').selectOption('de');
  await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/profile')).json()) as { profile: { language: string } }).profile
          .language,
    )
    .toBe('de');

  // Password: the current one is required; a wrong one is refused in German.
  await page.getByTestId('settings-tab-account').click();
  const passwordForm = page.getByTestId('settings-password-form');
  const newPassword = 'a much longer passphrase';
  await passwordForm.getByLabel('Aktuelles Passwort').fill('not the password');
  await passwordForm.getByLabel('Neues Passwort', { exact: true }).fill(newPassword);
  await passwordForm.getByLabel('Neues Passwort bestätigen').fill(newPassword);
  await passwordForm.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(passwordForm.getByTestId('form-alert')).toHaveText('Das Passwort ist nicht korrekt.');
  await passwordForm.getByLabel('Aktuelles Passwort').fill(user.password);
  await passwordForm.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page.getByText('Passwort geändert').first()).toBeVisible();

  // Sign out, then in with the new password.
  await sidebar.getByTestId('account-menu-trigger').click();
  await page.getByRole('button', { name: 'Abmelden', exact: true }).click();
  await expect(page).toHaveURL('/auth/login');
  await signInInGerman(page, user.email, newPassword);
  await expect(page).toHaveURL(/\/app$/);

  // Delete: the button stays disabled until the word delete is typed.
  await page.goto('/app/settings?section=account');
  await page.getByTestId('settings-delete-open').click();
  const dialog = page.getByTestId('settings-delete-dialog');
  const confirm = dialog.getByTestId('settings-delete-confirm');
  await expect(confirm).toBeDisabled();
  await dialog.getByTestId('settings-delete-word').fill('Delete');
  await expect(confirm).toBeDisabled();
  await dialog.getByTestId('settings-delete-word').fill('delete');
  await confirm.click();
  await expect(page.getByTestId('toast')).toContainText('Konto gelöscht', { timeout: 15_000 });
  // Said once: the address loses the query that asked for the toast.
  await expect(page).toHaveURL('/de');

  // Signed out, and the account is gone.
  expect((await page.request.get('/api/profile')).status()).toBe(401);
  await page.goto('/auth/login');
  await signInInGerman(page, user.email, newPassword);
  await expect(page.getByTestId('login-form').getByTestId('form-alert')).toHaveText(
    'E-Mail-Adresse oder Passwort ist falsch',
  );
  await expect(page).toHaveURL(/\/auth\/login/);
});
