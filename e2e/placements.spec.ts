import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { signUpAndSignIn } from './support/accounts.ts';
import { creativesInFull } from './support/creatives.ts';
import { e2eBaseUrl } from './support/e2e-env.ts';

/** Where review screenshots go when SHOTS_DIR is set (a designer's look, not an assertion). */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

/** The names of a ZIP's entries, read from its central directory (signature PK\x01\x02). */
function zipEntryNames(zip: Buffer): string[] {
  const names: string[] = [];
  for (let offset = zip.indexOf('PK\x01\x02'); offset >= 0; offset = zip.indexOf('PK\x01\x02', offset + 4)) {
    const nameLength = zip.readUInt16LE(offset + 28);
    names.push(zip.subarray(offset + 46, offset + 46 + nameLength).toString('utf8'));
  }
  return names;
}

test('resize: one creative laid out for the Meta set, reviewed and downloaded as a ZIP', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndSignIn(page);

  await page.goto('/app/create');
  const prompt = page.getByTestId('composer-prompt');
  await prompt.fill('"Autumn blend is here" for our coffee shop');
  await prompt.press('Enter');
  const card = page.getByTestId('creative-card').first();
  await expect(card).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });

  await card.getByTestId('creative-resize').click();
  const dialog = page.getByTestId('resize-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('resize-preset-meta').click();
  await expect(dialog.getByTestId('resize-pick-meta-stories')).toBeChecked();
  await expect(dialog.getByTestId('resize-submit')).toHaveText('Lay out 4 placements');
  await dialog.getByTestId('resize-submit').click();

  // Queued at once; the worker lays them out and realtime brings each picture in.
  const sheet = dialog.getByTestId('resize-sheet');
  await expect(sheet.locator('li')).toHaveCount(4);
  await expect(sheet.locator('img')).toHaveCount(4, { timeout: 60_000 });
  await expect(sheet).toContainText('Facebook Stories');
  await expect(sheet).toContainText('1080×1920');
  await shot(page, 'resize-sheet');

  const downloading = page.waitForEvent('download');
  await dialog.getByTestId('resize-download').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^brandloom-\d{4}-\d{2}-\d{2}-placements\.zip$/);
  const names = zipEntryNames(await readFile((await download.path()) as string));
  expect(names.sort()).toEqual(
    [
      'meta-feed-portrait-1080x1350',
      'meta-feed-square-1080x1080',
      'meta-reels-1080x1920',
      'meta-stories-1080x1920',
    ].map((placement) =>
      expect.stringMatching(new RegExp(`^brandloom-\\d{4}-\\d{2}-\\d{2}-${placement}\\.png$`)),
    ),
  );

  // In the chat, under the original, as one group of finished cards named by placement.
  await dialog.getByRole('button', { name: 'Close' }).click();
  const group = page.getByTestId('chat-resize-group');
  await expect(group).toContainText('Sized for 4 placements');
  await expect(group.getByTestId('creative-card')).toHaveCount(4);
  await expect(group.locator('[data-testid="creative-card"][data-status="completed"]')).toHaveCount(4);
  await expect(group).toContainText('Facebook Stories');
  await shot(page, 'resize-chat');
  // The group in dark mode, at phone width and in German, for review.
  if (process.env.SHOTS_DIR) {
    await page.emulateMedia({ colorScheme: 'dark' });
    await shot(page, 'resize-chat-dark');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'light' });
    await group.scrollIntoViewIfNeeded();
    await shot(page, 'resize-chat-phone');
    await page.context().addCookies([{ name: 'lang', value: 'de', url: e2eBaseUrl }]);
    await page.reload();
    await expect(page.getByTestId('chat-resize-group')).toContainText('Für 4 Platzierungen gesetzt');
    await shot(page, 'resize-chat-de');
    await page.context().clearCookies({ name: 'lang' });
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  // The resized creatives are in the library too, at their placement's size, for no credits.
  const creatives = await creativesInFull<{ placement: string | null; width: number; credits: number }>(page);
  expect(creatives.filter((creative) => creative.placement !== null)).toHaveLength(4);
  expect(creatives.every((creative) => creative.placement === null || creative.credits === 0)).toBe(true);
});

test('format finder: pick TikTok and generate at 9:16', async ({ page, context }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndSignIn(page);

  await page.goto('/app');
  await page.getByRole('link', { name: 'Ad formats' }).first().click();
  await expect(page).toHaveURL(/\/app\/formats$/);
  await expect(page.getByRole('heading', { name: 'Ad formats', level: 1 })).toBeVisible();
  await shot(page, 'formats-light');
  await page.getByTestId('formats-search').fill('tiktok');
  await expect(page.getByTestId('format-tiktok-in-feed')).toBeVisible();
  await expect(page.getByTestId('format-meta-stories')).toHaveCount(0);
  const tiktok = page.getByTestId('format-tiktok-in-feed');
  await expect(tiktok).toContainText('1080 × 1920 px');
  await expect(tiktok).toContainText('9:16');
  await expect(tiktok.getByRole('link', { name: /Source/ })).toHaveAttribute('href', /ads\.tiktok\.com/);
  await tiktok.getByTestId('format-create-tiktok-in-feed').click();

  await expect(page).toHaveURL(/\/app\/create\?placement=tiktok-in-feed/);
  await expect(page.getByTestId('composer-placement')).toHaveValue('tiktok-in-feed');
  await expect(page.getByTestId('composer-ratio')).toHaveCount(0);
  const prompt = page.getByTestId('composer-prompt');
  await prompt.fill('New sneakers drop this Friday');
  await prompt.press('Enter');
  const card = page.getByTestId('creative-card').first();
  await expect(card).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });
  const creatives = await creativesInFull<{
    ratio: string;
    placement: string | null;
    width: number;
    height: number;
  }>(page, 1);
  expect(creatives[0]).toMatchObject({
    ratio: '9:16',
    placement: 'tiktok-in-feed',
    width: 1080,
    height: 1920,
  });
  await shot(page, 'tiktok-created');

  // The screen in dark mode, at phone width and in German, for review.
  if (process.env.SHOTS_DIR) {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/app/formats');
    await shot(page, 'formats-dark');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/app/formats');
    await shot(page, 'formats-phone');
    await page.setViewportSize({ width: 1280, height: 900 });
    await context.addCookies([{ name: 'lang', value: 'de', url: e2eBaseUrl }]);
    await page.goto('/app/formats');
    await expect(page.getByRole('heading', { name: 'Anzeigenformate', level: 1 })).toBeVisible();
    await shot(page, 'formats-de');
  }
});
