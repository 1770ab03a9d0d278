import { expect, test } from '@playwright/test';
import { signUpAndSignIn } from './support/accounts.ts';

test('dashboard: a new user goes from an empty account to a brand and a first creative', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndSignIn(page);

  // Verification lands on the dashboard: 50 Free credits, nothing made yet, nothing ticked.
  await expect(page.getByRole('heading', { level: 1, name: 'Your studio' })).toBeVisible();
  await expect(page.getByTestId('dashboard-balance')).toHaveText('50');
  await expect(page.getByTestId('dashboard-refill')).toContainText('Next refill on');
  await expect(page.getByTestId('dashboard-credits-link')).toHaveAttribute(
    'href',
    '/app/settings?section=credits',
  );
  const checklist = page.getByTestId('dashboard-checklist');
  await expect(checklist.getByTestId('dashboard-checklist-progress')).toHaveText('0 of 3 done');
  for (const step of ['brand', 'creative', 'upload']) {
    await expect(checklist.getByTestId(`checklist-${step}`)).toHaveAttribute('data-done', 'false');
  }
  await expect(page.getByTestId('dashboard-recent-empty')).toBeVisible();

  // The checklist's first step leads to the brand editor.
  await checklist.getByRole('link', { name: 'Add brand' }).click();
  await expect(page).toHaveURL('/app/brands/new');
  await page.getByLabel('Brand name').fill('Dashboard Bakery');
  await page.getByLabel('Hex code').fill('#c2410c');
  await page.getByRole('button', { name: 'Add colour' }).click();
  await page.getByRole('button', { name: 'Save brand' }).click();
  await expect(page).toHaveURL('/app/brands');

  await page.getByTestId('app-sidebar').getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(checklist.getByTestId('checklist-brand')).toHaveAttribute('data-done', 'true');
  await expect(checklist.getByTestId('checklist-creative')).toHaveAttribute('data-done', 'false');
  await expect(page.getByTestId('dashboard-brand')).toContainText('Dashboard Bakery');
  // Free allows one brand: instead of "Add a brand", the brands page's upgrade notice.
  await expect(page.getByTestId('dashboard-brand-limit')).toContainText('Your plan allows 1 brand.');
  await expect(page.getByTestId('dashboard-add-brand')).toHaveCount(0);

  // A creative started elsewhere (another tab, the API) appears and completes without a reload, and
  // the checklist, watched, ticks its step.
  const other = await page.request.post('/api/generations', { data: { prompt: 'Croissant Sunday' } });
  expect(other.status()).toBe(202);
  const recent = page.getByTestId('dashboard-recent-creative');
  await expect(recent).toHaveCount(1);
  await expect(recent.first()).toHaveAttribute('title', 'Croissant Sunday');
  await expect(recent.first()).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });
  await expect(recent.first().locator('img')).toBeVisible();
  await expect(recent.first()).toHaveAttribute('href', /\/app\/creatives\?creative=[0-9a-f-]{36}$/);
  await expect(checklist.getByTestId('checklist-creative')).toHaveAttribute('data-done', 'true');
  await expect(checklist.getByTestId('dashboard-checklist-progress')).toContainText('All set');
  await expect(page.getByTestId('dashboard-balance')).toHaveText('48');

  // The quick prompt uses the chat's defaults with the brand and opens the new chat.
  await expect(page.getByTestId('quick-prompt-defaults')).toContainText('Dashboard Bakery');
  await expect(page.getByTestId('quick-prompt-defaults')).toContainText('2 credits');
  await page.getByTestId('quick-prompt').fill('"Fresh bread daily" for our bakery');
  await page.getByTestId('quick-prompt').press('Enter');
  // The chat opens once the queued creative is answered and the app's session check has run.
  await expect(page).toHaveURL(/\/app\/create\?c=[0-9a-f-]{36}$/, { timeout: 15_000 });
  await expect(page.getByTestId('creative-card')).toHaveCount(1);

  await page.getByTestId('app-sidebar').getByRole('link', { name: 'Home' }).click();
  await expect(recent).toHaveCount(2);
  await expect(recent.first()).toHaveAttribute('title', '"Fresh bread daily" for our bakery');
  await expect(recent.first()).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });
  await expect(page.getByTestId('dashboard-balance')).toHaveText('46');

  // A completed checklist stays away on the next visit.
  await page.reload();
  await expect(page.getByTestId('dashboard-recent-creative')).toHaveCount(2);
  await expect(page.getByTestId('dashboard-checklist')).toHaveCount(0);
});

test('dashboard: the hidden checklist stays hidden, and the quick prompt opens the out-of-credits dialog', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpAndSignIn(page);
  await page.getByTestId('dashboard-checklist-hide').click();
  await expect(page.getByTestId('dashboard-checklist')).toHaveCount(0);
  await expect(page.getByText('Checklist hidden').first()).toBeVisible();
  // Kept with the account, not the browser.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByTestId('dashboard-balance')).toHaveText('50');
  await expect(page.getByTestId('dashboard-checklist')).toHaveCount(0);

  // Spend all 50 Free credits through the API, as another tab would.
  for (const variants of [4, 4, 4, 4, 4, 4, 1]) {
    const response = await page.request.post('/api/generations', { data: { prompt: 'Sale', variants } });
    expect(response.status()).toBe(202);
  }
  await expect(page.getByTestId('dashboard-balance')).toHaveText('0');
  await page.getByTestId('quick-prompt').fill('One more summer sale');
  await page.getByTestId('quick-prompt-send').click();
  const dialog = page.getByTestId('out-of-credits');
  await expect(dialog).toContainText(
    "Out of Credits: you don't have enough credits to generate this creative, upgrade or wait for refresh",
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByTestId('quick-prompt')).toHaveValue('One more summer sale');
});
