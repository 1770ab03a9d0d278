import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { signUpAndSignIn } from './support/accounts.ts';
import { e2eBaseUrl } from './support/e2e-env.ts';

/** Where review screenshots go when SHOTS_DIR is set (a designer's look, not an assertion). */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: join(dir, `${name}.png`), fullPage: false });
}

test('brand check: a new user generates a creative and sees the badge and the reasons', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndSignIn(page);

  await page.goto('/app/create');
  const prompt = page.getByTestId('composer-prompt');
  await prompt.fill('"Autumn blend is here" for our coffee shop');
  await prompt.press('Enter');
  const card = page.getByTestId('creative-card').first();
  await expect(card).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });
  // The badge says it in words, not only in colour.
  await expect(card.getByTestId('brand-check-badge')).toHaveText('On brand', { timeout: 30_000 });

  // Before the download: the reasons in the download dialog.
  await card.getByTestId('creative-download').click();
  const dialog = page.getByTestId('download-dialog');
  await expect(dialog.getByTestId('brand-check')).toContainText('Brand check');
  await expect(dialog.getByTestId('brand-check-badge')).toHaveText('On brand');
  await page.keyboard.press('Escape');

  // The details view in the library: the badge on the card, the reasons with their numbers. The
  // cards' badges come from one batch read, not one request per card (decision 0067).
  const checkReads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\/api\/creatives\/[^/]+\/brand-check$|\/api\/creatives\/brand-checks$/.test(pathname))
      checkReads.push(pathname);
  });
  await page.goto('/app/creatives');
  const libraryCard = page.getByTestId('library-card').first();
  await expect(libraryCard.getByTestId('brand-check-badge')).toHaveText('On brand', { timeout: 30_000 });
  expect(checkReads).toEqual(['/api/creatives/brand-checks']);
  await libraryCard.getByTestId('library-open').click();
  const details = page.getByTestId('creative-details');
  const check = details.getByTestId('brand-check');
  await expect(check.getByTestId('brand-check-badge')).toHaveText('On brand');
  await check.getByText(/checks passed/).click();
  await expect(check.getByTestId('brand-check-passes')).toContainText(
    /Headline contrast \d+(\.\d)?:1, needs 3:1/,
  );
  await expect(check.getByTestId('brand-check-passes')).toContainText('Headline: no spelling mistakes');
  await expect(check.getByTestId('brand-check-fix')).toHaveCount(0);
  await shot(page, 'brand-check-details-light');

  if (process.env.SHOTS_DIR) {
    await page.emulateMedia({ colorScheme: 'dark' });
    await shot(page, 'brand-check-details-dark');
    await context.addCookies([{ name: 'lang', value: 'de', url: e2eBaseUrl }]);
    await page.setViewportSize({ width: 390, height: 844 });
    const url = page.url();
    await page.goto(url);
    await page
      .getByTestId('creative-details')
      .getByText(/Prüfungen bestanden/)
      .click();
    await shot(page, 'brand-check-details-phone-de-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page
      .getByTestId('creative-details')
      .getByRole('button', { name: /Schließen|Close/ })
      .first()
      .click();
    await shot(page, 'brand-check-library-phone-de');
    // The library's badges in French, light and dark, at a phone's width.
    await context.addCookies([{ name: 'lang', value: 'fr', url: e2eBaseUrl }]);
    await page.goto('/app/creatives');
    await expect(page.getByTestId('brand-check-badge').first()).toHaveText('Conforme à la marque', {
      timeout: 30_000,
    });
    await shot(page, 'brand-check-library-phone-fr-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await shot(page, 'brand-check-library-phone-fr-dark');
  }
});
