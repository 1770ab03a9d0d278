import { expect, test } from '@playwright/test';
import { signUpAndSignIn } from './support/accounts.ts';
import { openOutOfCreditsDialog } from './support/credits.ts';

test('create: a prompt becomes creatives that complete live, paid in credits', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndSignIn(page);

  await page.goto('/app/create');
  await expect(page.getByRole('heading', { name: 'What should we make?' })).toBeVisible();
  await expect(page.getByTestId('composer-cost')).toContainText('2 credits');
  await expect(page.getByTestId('composer-cost')).toContainText('50 left');
  await page.getByTestId('composer-variants').selectOption('3');
  await expect(page.getByTestId('composer-cost')).toContainText('6 credits');

  const prompt = page.getByTestId('composer-prompt');
  await prompt.fill('"Autumn blend is here" for our coffee shop');
  await prompt.press('Enter');

  await expect(page).toHaveURL(/\/app\/create\?c=/);
  const cards = page.getByTestId('creative-card');
  await expect(cards).toHaveCount(3);
  // Cards move from queued through generating to completed without a reload.
  for (let index = 0; index < 3; index += 1) {
    await expect(cards.nth(index)).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });
  }
  await expect(cards.first().locator('img')).toBeVisible();
  await expect(page.getByTestId('composer-cost')).toContainText('44 left');
  await expect(page.getByTestId('chat-list')).toContainText('"Autumn blend is here" for our coffee shop');

  // Qualities beyond the Free plan are marked for upgrade.
  await expect(page.getByTestId('composer-quality').locator('option[value="high"]')).toContainText('Upgrade');
});

test('create: running out of credits opens the dialog with the way to more credits', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpAndSignIn(page);
  const dialog = await openOutOfCreditsDialog(page);
  await expect(dialog).toContainText(
    "Out of Credits: you don't have enough credits to generate this creative, upgrade or wait for refresh",
  );
  await dialog.getByRole('link', { name: 'See plans' }).click();
  await expect(page).toHaveURL('/pricing?plan=plus&return=%2Fapp%2Fcreate');
});

test('library: favourite, archive and find creatives', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndSignIn(page);
  for (const prompt of ['Autumn coffee blend launch', 'Winter tea sale, 20% off']) {
    expect((await page.request.post('/api/generations', { data: { prompt, variants: 2 } })).status()).toBe(
      202,
    );
  }
  await expect
    .poll(
      async () => {
        const { creatives } = (await (await page.request.get('/api/creatives')).json()) as {
          creatives: { status: string }[];
        };
        return creatives.filter((creative) => creative.status === 'completed').length;
      },
      { timeout: 60_000 },
    )
    .toBe(4);

  await page.goto('/app/creatives');
  const cards = page.getByTestId('library-card');
  await expect(cards).toHaveCount(4);
  await cards.first().getByTestId('library-favorite').click();
  await expect(cards.first().getByTestId('library-favorite')).toHaveAttribute('aria-pressed', 'true');
  await cards.nth(1).getByTestId('library-archive').click();
  await expect(cards).toHaveCount(3);

  await page.getByRole('link', { name: 'Favourites' }).click();
  await expect(cards).toHaveCount(1);
  await page.getByRole('link', { name: 'All' }).click();
  await page.getByTestId('library-search').fill('winter');
  await expect(page).toHaveURL(/q=winter/);
  await expect(cards).toHaveCount(1);

  await page.goto('/app/creatives?archived=1');
  await expect(page.getByRole('heading', { name: 'Archived creatives' })).toBeVisible();
  await expect(cards).toHaveCount(1);
});
