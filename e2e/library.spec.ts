import { expect, type Page, test } from '@playwright/test';
import { signUpAndSignIn } from './support/accounts.ts';

type Listed = { creatives: { id: string; mode: string; status: string }[] };

async function waitUntilCompleted(page: Page, count: number): Promise<Listed['creatives']> {
  let listed: Listed['creatives'] = [];
  await expect
    .poll(
      async () => {
        listed = ((await (await page.request.get('/api/creatives')).json()) as Listed).creatives;
        return listed.length === count && listed.every((creative) => creative.status === 'completed');
      },
      { timeout: 240_000 },
    )
    .toBe(true);
  return listed;
}

test('library: filter by type and ratio, kept in the address, with an empty state per filter', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndSignIn(page);
  for (const [prompt, ratio] of [
    ['"Square sale" this weekend', '1:1'],
    ['"Wide view" of the shop', '3:2'],
  ]) {
    expect((await page.request.post('/api/generations', { data: { prompt, ratio } })).status()).toBe(202);
  }
  const images = await waitUntilCompleted(page, 2);
  const base = images.find((creative) => creative.mode === 'image');
  const video = await page.request.post('/api/generations', {
    data: {
      mode: 'video',
      prompt: 'Slow zoom in',
      durationSeconds: 4,
      aspect: '16:9',
      attachments: [{ kind: 'creative', id: base?.id }],
    },
  });
  expect(video.status()).toBe(202);
  await waitUntilCompleted(page, 3);

  await page.goto('/app/creatives');
  const cards = page.getByTestId('library-card');
  await expect(cards).toHaveCount(3);

  // Type: videos only, in the address; the small badge sits in the top-left corner of the picture.
  await page.getByTestId('library-type').selectOption('video');
  await expect(page).toHaveURL(/[?&]type=video/);
  await expect(cards).toHaveCount(1);
  const badge = cards.first().getByTestId('video-badge');
  await expect(badge).toBeVisible();
  const [badgeBox, pictureBox] = await Promise.all([
    badge.boundingBox(),
    cards.first().getByRole('img').boundingBox(),
  ]);
  if (!badgeBox || !pictureBox) throw new Error('not laid out');
  expect(badgeBox.width).toBeLessThanOrEqual(32);
  expect(badgeBox.x - pictureBox.x).toBeLessThan(16);
  expect(badgeBox.y - pictureBox.y).toBeLessThan(16);

  // Type and ratio together; a reload keeps both.
  await page.getByTestId('library-type').selectOption('image');
  // One change at a time: the address is read when a select changes.
  await expect(page).toHaveURL(/type=image/);
  await page.getByTestId('library-ratio').selectOption('3:2');
  await expect(page).toHaveURL(/ratio=3%3A2/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Wide view');
  await page.reload();
  await expect(page.getByTestId('library-ratio')).toHaveValue('3:2');
  await expect(cards).toHaveCount(1);

  // Nothing of that kind: the empty state says which, and clears the filters.
  await page.getByTestId('library-type').selectOption('video');
  const empty = page.getByTestId('library-empty');
  await expect(empty).toContainText('No videos in 3:2 here yet.');
  await page.getByTestId('library-type').selectOption('');
  await expect(page).not.toHaveURL(/type=/);
  await page.getByTestId('library-ratio').selectOption('9:16');
  await expect(empty).toContainText('No creatives in 9:16 here yet.');
  await empty.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL('/app/creatives');
  await expect(cards).toHaveCount(3);

  // With the favourites tab: the filter combines with it.
  await page.getByTestId('library-type').selectOption('image');
  await expect(page).toHaveURL(/type=image/);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Favourites' }).click();
  await expect(page).toHaveURL(/tab=favorites/);
  await expect(page).toHaveURL(/type=image/);
  await expect(empty).toContainText('No images here yet.');
});

test('library: the filters fit a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpAndSignIn(page);
  await page.goto('/app/creatives?type=video&ratio=9:16');
  await expect(page.getByTestId('library-type')).toHaveValue('video');
  const [type, ratio] = await Promise.all([
    page.getByTestId('library-type').boundingBox(),
    page.getByTestId('library-ratio').boundingBox(),
  ]);
  if (!type || !ratio) throw new Error('not laid out');
  // Side by side, both on the screen.
  expect(Math.abs(type.y - ratio.y)).toBeLessThan(2);
  expect(ratio.x + ratio.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('library: a tab change and a search typed straight after it both apply, with no session check between', async ({
  page,
}) => {
  await signUpAndSignIn(page);
  await page.goto('/app/creatives');
  await expect(page.getByTestId('library-search')).toBeVisible();
  // The app checks the session on entry; filters change nothing it reads, so they wait for no check.
  const sessionChecks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/get-session')) sessionChecks.push(request.url());
  });

  const listRead = page.waitForRequest((request) => /\/api\/creatives\?.*search=winter/.test(request.url()));
  await page.getByRole('link', { name: 'Favourites' }).click();
  await page.getByTestId('library-search').fill('winter');
  await listRead;
  await expect(page).toHaveURL(/[?&]tab=favorites/);
  await expect(page).toHaveURL(/[?&]q=winter/);
  await expect(page.getByRole('link', { name: 'Favourites' })).toHaveAttribute('aria-current', 'page');
  await page.getByTestId('library-type').selectOption('video');
  await expect(page).toHaveURL(/[?&]type=video/);
  await expect(page).toHaveURL(/[?&]q=winter/);
  await expect(page.getByTestId('library-search')).toHaveValue('winter');
  expect(sessionChecks).toEqual([]);
});
