import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { signUpAndSignIn } from './support/accounts.ts';

/**
 * Issue 7's journey, as a new user: from an empty account to branded creatives made in the chat,
 * kept in the library and downloaded, until the credits run out.
 */
test('journey: sign up, brand, three live creatives, library, details, a WebP download at 50 %, out of credits', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndSignIn(page);

  // A brand, made by hand.
  await page.goto('/app/brands/new');
  await page.getByLabel('Brand name').fill('Acme Coffee');
  await page.getByLabel('Hex code').fill('#7a3e1d');
  await page.getByRole('button', { name: 'Add colour' }).click();
  await page.getByRole('button', { name: 'Save brand' }).click();
  await expect(page).toHaveURL('/app/brands');

  // Three creatives from the chat, with the compositor: two for one prompt, one for another.
  await page.getByTestId('app-sidebar').getByRole('link', { name: 'Create' }).click();
  await expect(page.getByTestId('composer-brand')).toContainText('Acme Coffee');
  const prompt = page.getByTestId('composer-prompt');
  await page.getByTestId('composer-variants').selectOption('2');
  await prompt.fill('"Autumn blend is here" for our coffee shop');
  await prompt.press('Enter');
  await expect(page).toHaveURL(/\/app\/create\?c=/);
  await page.getByTestId('composer-variants').selectOption('1');
  await prompt.fill('"Winter tea sale" 20% off all teas');
  await prompt.press('Enter');
  const cards = page.getByTestId('creative-card');
  await expect(cards).toHaveCount(3);
  // They move to completed on the page, without a reload.
  for (let index = 0; index < 3; index += 1) {
    await expect(cards.nth(index)).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });
  }
  await expect(page.getByTestId('composer-cost')).toContainText('44 left');

  // The library: favourite one, archive one, find one by search.
  await page.getByTestId('app-sidebar').getByRole('link', { name: 'Creatives' }).click();
  await expect(page).toHaveURL('/app/creatives');
  const library = page.getByTestId('library-card');
  await expect(library).toHaveCount(3);
  await library.nth(1).getByTestId('library-favorite').click();
  await expect(library.nth(1).getByTestId('library-favorite')).toHaveAttribute('aria-pressed', 'true');
  await library.nth(2).getByTestId('library-archive').click();
  await expect(library).toHaveCount(2);
  await page.getByRole('link', { name: 'Favourites' }).click();
  await expect(library).toHaveCount(1);
  await page.getByRole('link', { name: 'All' }).click();
  await expect(library).toHaveCount(2);
  await page.getByTestId('library-search').fill('winter');
  await expect(page).toHaveURL(/q=winter/);
  await expect(library).toHaveCount(1);

  // Its details.
  await library.first().getByTestId('library-open').click();
  await expect(page).toHaveURL(/creative=[0-9a-f-]{36}/);
  const details = page.getByTestId('creative-details');
  await expect(details).toBeVisible();
  await expect(details.getByTestId('details-prompt')).toHaveText('"Winter tea sale" 20% off all teas');
  await expect(details).toContainText('Acme Coffee');
  await expect(details).toContainText('Brand compositor');
  await expect(details).toContainText('2 credits');
  await expect(details).toContainText('1:1');
  // Publishing waits for the setting, which says where to turn it on.
  await expect(details.getByTestId('details-publish')).toBeDisabled();
  await expect(details.getByRole('link', { name: 'Open settings' })).toBeVisible();

  // Download it as WebP at 50 % through the dialog, with the keyboard-reachable choices.
  await details.getByTestId('creative-download').click();
  const dialog = page.getByTestId('download-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByText('WebP', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: 'WebP' })).toBeChecked();
  // Arrow keys move through a radio group: from full size to 50 %.
  await dialog.getByRole('radio', { name: /Full size/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: /50 %/ })).toBeChecked();
  await expect(dialog.getByTestId('download-size-50').locator('..')).toContainText('512 × 512 px');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByTestId('download-submit').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^brandloom-acme-coffee-\d{4}-\d{2}-\d{2}-1x1-50pct\.webp$/);
  const file = await readFile(await download.path());
  expect(file.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(file.subarray(8, 12).toString('latin1')).toBe('WEBP');
  expect(await sharp(file).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
  await expect(dialog).toBeHidden();

  // A creative that is not there (or someone else's) says so.
  await page.goto('/app/creatives?creative=00000000-0000-4000-8000-000000000000');
  await expect(page.getByTestId('creative-not-found')).toHaveText(
    "Could not find the creative you're looking for.",
  );

  // Spend the rest through the API, as other tabs would, then ask the chat for more.
  for (let index = 0; index < 5; index += 1) {
    const response = await page.request.post('/api/generations', {
      data: { prompt: `Flash sale ${index}`, variants: 4 },
    });
    expect(response.status()).toBe(202);
  }
  await page.goto('/app/create');
  await page.getByTestId('composer-variants').selectOption('3');
  await page.getByTestId('composer-prompt').fill('One more autumn sale');
  await page.getByTestId('composer-send').click();
  const outOfCredits = page.getByTestId('out-of-credits');
  await expect(outOfCredits).toBeVisible();
  await expect(outOfCredits).toContainText("Out of Credits: you don't have enough credits");
});
