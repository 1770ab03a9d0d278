import { expect, test } from '@playwright/test';
import {
  newUser,
  signInAsAdmin,
  signInWithForm,
  signUpAndSignIn,
  type TestUser,
} from './support/accounts.ts';
import { e2eAdminEmail } from './support/e2e-env.ts';

const admin: TestUser = { ...newUser('admin'), name: 'Site Admin', email: e2eAdminEmail };

test('an admin finds a user, edits them and deactivates them', async ({ page, browser }) => {
  // Two people sign up and verify before the admin work starts.
  test.setTimeout(90_000);
  const targetContext = await browser.newContext();
  const targetPage = await targetContext.newPage();
  const target = await signUpAndSignIn(targetPage, newUser('target'));

  await signInAsAdmin(page, admin);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByTestId('app-sidebar').getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/app\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page.getByTestId('admin-pagination')).toHaveText(/^Page 1 of \d+$/);

  await page.getByTestId('admin-user-search').fill(target.email.slice(0, 20).toUpperCase());
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByTestId('admin-user-count')).toHaveText('Users found: 1');
  await expect(page.getByTestId('admin-pagination')).toHaveText('Page 1 of 1');
  const row = page.getByTestId('admin-user-row');
  await expect(row).toContainText(target.email);
  await expect(row.getByTestId('user-status')).toHaveText('Active');

  await row.getByRole('button', { name: `Open ${target.name}` }).click();
  const details = page.getByTestId('user-details');
  await expect(details.getByRole('heading', { name: 'User details' })).toBeVisible();
  await expect(details.getByLabel('Email', { exact: true })).toHaveValue(target.email);
  await details.getByLabel('Full name').fill('Ada Byron');
  await details.getByLabel('Plan').selectOption('plus');
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('toast').getByText(`${target.email} was updated.`)).toBeVisible();
  await expect(row).toContainText('Ada Byron');

  await details.getByRole('button', { name: 'Delete user…' }).click();
  const confirm = page.getByTestId('delete-user-dialog');
  await expect(confirm.getByLabel('Deactivate (soft delete)')).toBeChecked();
  await confirm.getByRole('button', { name: 'Delete user' }).click();
  await expect(page.getByTestId('toast').getByText(`${target.email} can no longer sign in.`)).toBeVisible();
  await expect(details).toBeHidden();
  await expect(row.getByTestId('user-status')).toHaveText('Deactivated');

  // The deactivated user was signed out everywhere and cannot sign in again.
  await targetPage.goto('/app');
  await expect(targetPage).toHaveURL(/\/auth\/login$/);
  await signInWithForm(targetPage, target.email, target.password);
  await expect(targetPage.getByRole('alert')).toContainText('You have been banned from this application');
  await targetContext.close();
});

test('a user without the admin role gets the 403 page at /app/admin', async ({ page }) => {
  await signUpAndSignIn(page, newUser('plain'));
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByTestId('app-sidebar').getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(page.getByTestId('app-sidebar').getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await page.goto('/app/admin');
  await expect(page.getByTestId('admin-forbidden')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible();
  const api = await page.request.get('/api/admin/users');
  expect(api.status()).toBe(403);
});

test('an admin adds credits to a user, who sees them in Settings → Credits', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  const user = await signUpAndSignIn(userPage, newUser('credited'));

  await signInAsAdmin(page, admin);
  await page.goto('/app/admin');
  const form = page.getByTestId('admin-add-credits');
  await form.getByLabel('E-mail address or user id').fill(user.email);
  await form.getByLabel('Credits').fill('25');
  await form.getByRole('button', { name: 'Add credits' }).click();
  await expect(page.getByTestId('toast')).toContainText(`Added 25 credits to ${user.email}`);
  await expect(page.getByTestId('toast')).toContainText('Their balance is now 75 credits.');

  await form.getByLabel('E-mail address or user id').fill('nobody@e2e.test');
  await form.getByLabel('Credits').fill('5');
  await form.getByRole('button', { name: 'Add credits' }).click();
  await expect(form.getByRole('alert')).toHaveText('User not found');

  await userPage.goto('/app/settings?section=credits');
  await expect(userPage.getByTestId('credits-balance')).toHaveText('75');
  await expect(userPage.getByTestId('credit-ledger')).toContainText('Credits added');
  await expect(userPage.getByTestId('credit-ledger')).toContainText('+25');
  await userContext.close();
});
