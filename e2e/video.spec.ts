import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signUpAndSignIn } from './support/accounts.ts';

test('video: one of the user’s creatives becomes a 6 s video that plays, downloads and is charged', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndSignIn(page);
  // A finished image creative to start from (2 credits).
  const queued = await page.request.post('/api/generations', {
    data: { prompt: '"Fresh roast" for our espresso beans', ratio: '3:2' },
  });
  expect(queued.status()).toBe(202);
  await expect
    .poll(
      async () => {
        const { creatives } = (await (await page.request.get('/api/creatives')).json()) as {
          creatives: { status: string }[];
        };
        return creatives[0]?.status;
      },
      { timeout: 60_000 },
    )
    .toBe('completed');

  // The library's "Animate" opens the composer in video mode with that image as the base.
  await page.goto('/app/creatives');
  await page.getByTestId('library-card').first().getByTestId('creative-animate').click();
  await expect(page).toHaveURL(/\/app\/create/);
  await expect(page.getByTestId('video-base')).toBeVisible();
  await expect(page.getByTestId('composer-mode-video')).toBeChecked();
  await page.getByTestId('video-duration').selectOption('6');
  await expect(page.getByTestId('composer-cost')).toContainText('24 credits');
  await expect(page.getByTestId('composer-cost')).toContainText('48 left');

  await page.getByTestId('composer-prompt').fill('Slow zoom in on the beans, then the logo');
  await page.getByTestId('composer-send').click();
  const card = page.getByTestId('creative-card');
  await expect(card).toHaveCount(1);
  // It completes live over the realtime stream, without a reload.
  await expect(card).toHaveAttribute('data-status', 'completed', { timeout: 240_000 });
  await expect(page.getByTestId('composer-cost')).toContainText('24 left');

  await card.getByTestId('video-play').click();
  const video = card.getByTestId('video-element');
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.duration)).toBeCloseTo(6, 0);

  // The download dialog offers a video as MP4 only, named like every download.
  await card.getByTestId('creative-download').click();
  const dialog = page.getByTestId('download-dialog');
  await expect(dialog.getByRole('radio', { name: 'MP4' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'PNG' })).toHaveCount(0);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByTestId('download-submit').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^brandloom-\d{4}-\d{2}-\d{2}-16x9-6s\.mp4$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');

  const ledger = (await (await page.request.get('/api/credits')).json()) as { balance: number };
  expect(ledger.balance).toBe(50 - 2 - 24);

  // The library names the video after its base creative's headline, not its direction.
  await page.goto('/app/creatives');
  await expect(page.getByTestId('library-name').first()).toHaveText('Fresh roast — video');
});

test('video: the composer picks the base from the creatives or the uploads', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndSignIn(page);
  const queued = await page.request.post('/api/generations', {
    data: { prompt: '"Fresh roast" for our espresso beans', ratio: '3:2' },
  });
  expect(queued.status()).toBe(202);
  await expect
    .poll(
      async () => {
        const { creatives } = (await (await page.request.get('/api/creatives')).json()) as {
          creatives: { status: string }[];
        };
        return creatives[0]?.status;
      },
      { timeout: 60_000 },
    )
    .toBe('completed');

  await page.goto('/app/create');
  await page.getByTestId('composer-mode-video').check({ force: true });
  await expect(page.getByTestId('video-no-base')).toBeVisible();
  await expect(page.getByTestId('composer-send')).toBeDisabled();

  // Pick-a-creative: one image, chosen with the keyboard.
  await page.getByTestId('video-base-from-creatives').click();
  const creatives = page.getByTestId('pick-creative-dialog');
  await expect(creatives.getByRole('heading', { name: 'Animate one of your creatives' })).toBeVisible();
  await expect(creatives.getByTestId('picker-item')).toHaveCount(1);
  await creatives.getByTestId('picker-item').focus();
  await page.keyboard.press('Enter');
  await expect(creatives.getByTestId('picker-item')).toHaveAttribute('aria-pressed', 'true');
  await creatives.getByRole('button', { name: 'Use as base image' }).click();
  await expect(creatives).toBeHidden();
  await expect(page.getByTestId('video-base')).toBeVisible();
  await page.getByTestId('composer-prompt').fill('Slow zoom in, headline slides up');
  await expect(page.getByTestId('composer-send')).toBeEnabled();

  // Pick-an-upload: none yet, so it says how to get some.
  await page.getByTestId('video-base-from-uploads').click();
  const uploads = page.getByTestId('pick-upload-dialog');
  await expect(uploads.getByRole('heading', { name: 'Animate one of your uploads' })).toBeVisible();
  await expect(uploads.getByTestId('picker-empty')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('video-base-from-creatives').click();
  await expect(page.getByTestId('pick-creative-dialog').getByTestId('picker-item')).toBeVisible();
});
