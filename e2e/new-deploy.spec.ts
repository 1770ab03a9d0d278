import { expect, test } from '@playwright/test';
import { signUpAndSignIn } from './support/accounts.ts';

test('after a new deploy the next navigation is a full page load', async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto('/app');
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });

  // Without a new build, links navigate inside the running app.
  await page.getByTestId('app-sidebar').getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/app\/create$/);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  await page.route('**/builds/latest.json*', (route) =>
    route.fulfill({ json: { buildId: 'a-newer-build', builtAt: new Date().toISOString() } }),
  );
  const polled = page.waitForRequest('**/builds/latest.json*');
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await polled;

  await page.getByTestId('app-sidebar').getByRole('link', { name: 'Creatives' }).click();
  await expect(page).toHaveURL(/\/app\/creatives$/);
  await expect.poll(() => page.evaluate(() => 'sameDocument' in window)).toBe(false);
});
