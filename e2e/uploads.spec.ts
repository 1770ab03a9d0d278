import { expect, test } from '@playwright/test';
import { signUpAndSignIn } from './support/accounts.ts';
import { blueJpeg, redPng } from './support/images.ts';

test('uploads: a batch with a fake image is refused whole; then upload, tag, filter, search, delete', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndSignIn(page);
  await page.getByTestId('app-sidebar').getByRole('link', { name: 'Uploads' }).click();
  await expect(page).toHaveURL('/app/uploads');
  await expect(page.getByRole('heading', { level: 1, name: 'Uploads' })).toBeVisible();
  await expect(page.getByTestId('uploads-empty')).toContainText('No uploads yet');

  const red = { name: 'red-shoe.png', mimeType: 'image/png', buffer: redPng };
  const blue = { name: 'Blue-Bag.JPG', mimeType: 'image/jpeg', buffer: blueJpeg };
  const fake = {
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<!doctype html><p>not an image</p>'),
  };
  const picker = page.getByTestId('upload-file-input');

  // The name is fine, the bytes are HTML: the server's batch check refuses everything.
  await picker.setInputFiles([red, blue, fake]);
  await expect(page.getByTestId('upload-refusal')).toContainText(
    'File does not seem to be an image: fake.png',
  );
  await expect(page.getByTestId('uploads-empty')).toBeVisible();
  const none = (await (await page.request.get('/api/uploads')).json()) as { uploads: unknown[] };
  expect(none.uploads).toEqual([]);

  // The two real ones: each shows as a placeholder with a progress bar until its record replaces it.
  const uploadRequests = (url: URL) => url.pathname === '/api/uploads';
  await page.route(uploadRequests, async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await picker.setInputFiles([red, blue]);
  await expect(page.getByTestId('upload-refusal')).toBeHidden();
  await expect(page.getByTestId('pending-upload').first()).toBeVisible();
  await expect(page.getByTestId('pending-upload').first().getByRole('progressbar')).toBeVisible();
  const cards = page.getByTestId('upload-card');
  await expect(cards).toHaveCount(2);
  await expect(page.getByTestId('pending-upload')).toHaveCount(0);
  await page.unroute(uploadRequests);

  // Tag one, then filter by the tag.
  const redCard = cards.filter({ has: page.getByRole('link', { name: 'Open red-shoe.png' }) });
  const tagged = page.waitForResponse((response) => response.request().method() === 'PATCH');
  await redCard.getByTestId('upload-tag-input').fill('shoes');
  await redCard.getByTestId('upload-tag-input').press('Enter');
  expect((await tagged).status()).toBe(200);
  await page.reload();
  await expect(cards).toHaveCount(2);
  await page.getByTestId('uploads-tag-filter').selectOption('shoes');
  await expect(page).toHaveURL(/tag=shoes/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAttribute('data-filename', 'red-shoe.png');
  await page.getByTestId('uploads-tag-filter').selectOption('');
  await expect(cards).toHaveCount(2);

  // Search by file name, in any case.
  await page.getByTestId('uploads-search').fill('blue-bag');
  await expect(page).toHaveURL(/search=blue-bag/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAttribute('data-filename', 'Blue-Bag.JPG');
  await page.getByTestId('uploads-search').fill('');
  await expect(cards).toHaveCount(2);

  // Delete one, after confirming.
  await redCard.getByRole('button', { name: 'Delete red-shoe.png' }).click();
  const dialog = page.getByTestId('delete-upload-dialog');
  await expect(dialog).toContainText('Delete red-shoe.png?');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAttribute('data-filename', 'Blue-Bag.JPG');
  const left = (await (await page.request.get('/api/uploads')).json()) as { uploads: { filename: string }[] };
  expect(left.uploads.map((upload) => upload.filename)).toEqual(['Blue-Bag.JPG']);
});
