import { expect, test } from '@playwright/test';
import { signUpAndSignIn } from './support/accounts.ts';
import { e2eFixtureSitesUrl } from './support/e2e-env.ts';
import { setPlan } from './support/plans.ts';

test('brands: scan a real website into a brand, correct a colour and save it', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndSignIn(page);

  await page.goto('/app/brands');
  await page.getByTestId('scan-website').first().click();
  await page.getByLabel('Website address').fill(`${e2eFixtureSitesUrl}/css-variables/`);
  await page.getByRole('button', { name: 'Scan' }).click();
  await expect(page.getByRole('heading', { name: 'Review what we found' })).toBeFocused({ timeout: 30_000 });

  const review = page.getByTestId('scan-review');
  await expect(review.getByLabel('Name')).toHaveValue('Fjord Coffee Roasters');
  await expect(review).toContainText('From: theme colour');
  await expect(review.getByLabel('Colour 1 (Hex code)')).toHaveValue('#0b4f6c');
  await review.getByLabel('Colour 1 (Hex code)').fill('#0a4460');
  await review.getByLabel('Colour 1 (Hex code)').blur();
  await review.getByTestId('scan-save').click();

  await expect(page).toHaveURL('/app/brands');
  const card = page.getByTestId('brand-card');
  await expect(card).toContainText('Fjord Coffee Roasters');
  await expect(card.locator('li[title]').first()).toHaveText('#0a4460');
});

test('brands: a website that cannot be read says so and keeps the form', async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto('/app/brands/scan');
  const url = `${e2eFixtureSitesUrl}/broken/`;
  await page.getByLabel('Website address').fill(url);
  await page.getByRole('button', { name: 'Scan' }).click();
  await expect(page.getByText(`Failed to scan your brand URL ${url}.`)).toBeVisible();
  await expect(page.getByLabel('Website address')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Website address')).toHaveValue(url);
});

test('uploads: a Plus user imports images picked from their website', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const user = await signUpAndSignIn(page);
  await setPlan(browser, user.email, 'plus');

  await page.goto('/app/uploads');
  await page.getByTestId('import-from-website').click();
  await page.getByLabel('Website address').fill(`${e2eFixtureSitesUrl}/shop/`);
  await page.getByRole('button', { name: 'Find images' }).click();
  const images = page.getByTestId('website-images');
  await expect(images).toBeVisible({ timeout: 30_000 });
  await images.getByRole('checkbox').first().check();
  await images.getByRole('checkbox').nth(1).check();
  await page.getByRole('button', { name: 'Import 2 images' }).click();
  await expect(page.getByTestId('toast')).toContainText('Imported 2 images');

  await page.goto('/app/uploads?source=website');
  await expect(page.getByTestId('upload-card')).toHaveCount(2);
});
