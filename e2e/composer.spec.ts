import { expect, type Page, test } from '@playwright/test';
import { signUpAndSignIn } from './support/accounts.ts';
import { creativesInFull } from './support/creatives.ts';
import { blueJpeg, redPng } from './support/images.ts';

const limitMessage = 'Too Many Uploads: a prompt can hold at most 4 files.';

interface ApiCreative {
  id: string;
  prompt: string;
  status: string;
  attachments: { kind: string; id: string }[];
}

function creatives(page: Page): Promise<ApiCreative[]> {
  return creativesInFull<ApiCreative>(page);
}

async function attachFrom(
  page: Page,
  item: 'attach-upload' | 'attach-from-uploads' | 'attach-from-creatives',
) {
  await page.getByTestId('composer-attach').click();
  await page.getByTestId(item).click();
}

test('composer: attach by upload and from the pickers up to the limit, send, then regenerate and make variants', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndSignIn(page);

  // Two earlier uploads and one finished creative to pick from.
  for (const [name, mimeType, buffer] of [
    ['blue-bag.jpg', 'image/jpeg', blueJpeg],
    ['red-hat.png', 'image/png', redPng],
  ] as const) {
    const saved = await page.request.post('/api/uploads', {
      multipart: { file: { name, mimeType, buffer } },
    });
    expect(saved.status()).toBe(201);
  }
  expect(
    (await page.request.post('/api/generations', { data: { prompt: 'Winter coat campaign' } })).status(),
  ).toBe(202);
  await expect
    .poll(async () => (await creatives(page)).map((item) => item.status), { timeout: 60_000 })
    .toEqual(['completed']);

  // The composer picks the user's brand; files uploaded from it belong to that brand.
  const brandResponse = await page.request.post('/api/brands', { data: { name: 'Composer Shoes' } });
  expect(brandResponse.status()).toBe(201);
  const brand = (await brandResponse.json()) as { id: string };

  await page.goto('/app/create');
  const composer = page.getByTestId('composer');
  const chips = composer.getByTestId('attachment-chip');
  const notice = composer.getByTestId('attachment-notice');

  // Direct upload: a fake image is refused with the spec's message and nothing is attached.
  let chooser = page.waitForEvent('filechooser');
  await attachFrom(page, 'attach-upload');
  await (await chooser).setFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<!doctype html><p>not an image</p>'),
  });
  await expect(notice).toContainText('File does not seem to be an image: fake.png');
  await expect(chips).toHaveCount(0);
  chooser = page.waitForEvent('filechooser');
  await attachFrom(page, 'attach-upload');
  await (await chooser).setFiles({ name: 'red-shoe.png', mimeType: 'image/png', buffer: redPng });
  await expect(chips).toHaveCount(1);
  await expect(chips.first()).toContainText('red-shoe.png');
  await expect(notice).toHaveCount(0);
  const { uploads } = (await (await page.request.get('/api/uploads')).json()) as {
    uploads: { filename: string; brandId: string | null }[];
  };
  expect(uploads.find((upload) => upload.filename === 'red-shoe.png')?.brandId).toBe(brand.id);

  // Pick-an-upload: two earlier uploads (the new one is listed too).
  await attachFrom(page, 'attach-from-uploads');
  const uploadsDialog = page.getByTestId('pick-upload-dialog');
  await expect(uploadsDialog.getByTestId('picker-item')).toHaveCount(3);
  await uploadsDialog.getByTestId('picker-search').fill('bag');
  await expect(uploadsDialog.getByTestId('picker-item')).toHaveCount(1);
  await uploadsDialog.getByRole('button', { name: 'Select blue-bag.jpg' }).click();
  await uploadsDialog.getByTestId('picker-search').fill('');
  await uploadsDialog.getByRole('button', { name: 'Select red-hat.png' }).click();
  await expect(uploadsDialog.getByTestId('picker-count')).toHaveText('2 selected · 1 free');
  await uploadsDialog.getByTestId('picker-confirm').click();
  await expect(uploadsDialog).toBeHidden();
  await expect(chips).toHaveCount(3);

  // Pick-a-creative: the finished creative.
  await attachFrom(page, 'attach-from-creatives');
  const creativesDialog = page.getByTestId('pick-creative-dialog');
  await creativesDialog.getByRole('button', { name: 'Select Winter coat campaign' }).click();
  await creativesDialog.getByTestId('picker-confirm').click();
  await expect(chips).toHaveCount(4);
  await expect(composer.getByTestId('attachment-count')).toHaveText('4 of 4 attached');

  // A fifth is refused before the server would be asked, by either way in.
  await attachFrom(page, 'attach-from-uploads');
  await expect(notice).toHaveText(limitMessage);
  await expect(uploadsDialog).toHaveCount(0);
  await page.getByTestId('composer-file-input').setInputFiles({
    name: 'one-more.png',
    mimeType: 'image/png',
    buffer: redPng,
  });
  await expect(notice).toHaveText(limitMessage);
  await expect(chips).toHaveCount(4);

  await page.getByTestId('composer-prompt').fill('Spring shoe sale, 20% off');
  await page.getByTestId('composer-send').click();
  await expect(page).toHaveURL(/\/app\/create\?c=/);
  await expect(chips).toHaveCount(0);
  const cards = page.getByTestId('creative-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });

  // The generation carries the four attachments, in the order they were added.
  const sent = (await creatives(page)).find((item) => item.prompt === 'Spring shoe sale, 20% off');
  expect(sent?.attachments.map((item) => item.kind)).toEqual(['upload', 'upload', 'upload', 'creative']);
  const picked = (await creatives(page)).find((item) => item.prompt === 'Winter coat campaign');
  expect(sent?.attachments[3]?.id).toBe(picked?.id);
  await expect(page.getByTestId('composer-cost')).toContainText('46 left');

  // The card's menu: open in library, regenerate (its cost shown), make variants (confirmed with the cost).
  await cards.first().getByTestId('creative-more').click();
  await expect(page.getByTestId('creative-open')).toHaveAttribute(
    'href',
    `/app/creatives?creative=${sent?.id}`,
  );
  await expect(page.getByTestId('creative-regenerate')).toContainText('2 credits');
  await page.getByTestId('creative-regenerate').click();
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(1)).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });

  await cards.first().getByTestId('creative-more').click();
  await page.getByTestId('creative-make-variants').click();
  const variantsDialog = page.getByTestId('make-variants-dialog');
  await expect(variantsDialog.getByTestId('make-variants-cost')).toHaveText('Costs 4 credits');
  await variantsDialog.getByTestId('make-variants-count').selectOption('3');
  await expect(variantsDialog.getByTestId('make-variants-cost')).toHaveText('Costs 6 credits');
  await variantsDialog.getByTestId('make-variants-confirm').click();
  await expect(cards).toHaveCount(5);
  for (let index = 2; index < 5; index += 1) {
    await expect(cards.nth(index)).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });
  }
  await expect(page.getByTestId('composer-cost')).toContainText('38 left');
  const variants = (await creatives(page)).filter(
    (item) => item.prompt === 'Spring shoe sale, 20% off' && item.attachments[0]?.id === sent?.id,
  );
  expect(variants).toHaveLength(3);
});

test('composer: images dropped or pasted onto it are uploaded and attached; a picker stops at the free slots', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndSignIn(page);
  for (const name of ['one.png', 'two.png', 'three.png']) {
    const saved = await page.request.post('/api/uploads', {
      multipart: { file: { name, mimeType: 'image/png', buffer: redPng } },
    });
    expect(saved.status()).toBe(201);
  }
  await page.goto('/app/create');
  const composer = page.getByTestId('composer');
  const chips = composer.getByTestId('attachment-chip');
  const png = redPng.toString('base64');

  const dropped = await page.evaluateHandle((base64) => {
    const data = new DataTransfer();
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    data.items.add(new File([bytes], 'dropped.png', { type: 'image/png' }));
    return data;
  }, png);
  await composer.dispatchEvent('dragenter', { dataTransfer: dropped });
  await expect(composer).toHaveAttribute('data-dragging', 'true');
  await composer.dispatchEvent('drop', { dataTransfer: dropped });
  await expect(chips).toHaveCount(1);
  await expect(chips.first()).toContainText('dropped.png');

  await page.getByTestId('composer-prompt').evaluate((element, base64) => {
    const data = new DataTransfer();
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    data.items.add(new File([bytes], 'pasted.png', { type: 'image/png' }));
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, png);
  await expect(chips).toHaveCount(2);
  await expect(chips.nth(1)).toContainText('pasted.png');

  // Two slots are left: a third choice in the picker is refused with the limit message.
  await attachFrom(page, 'attach-from-uploads');
  const dialog = page.getByTestId('pick-upload-dialog');
  await dialog.getByRole('button', { name: 'Select one.png' }).click();
  await dialog.getByRole('button', { name: 'Select two.png' }).click();
  await dialog.getByRole('button', { name: 'Select three.png' }).click();
  await expect(dialog.getByTestId('picker-limit')).toHaveText(limitMessage);
  await expect(dialog.getByTestId('picker-count')).toHaveText('2 selected · 0 free');
  await dialog.getByTestId('picker-confirm').click();
  await expect(chips).toHaveCount(4);

  await chips.first().getByTestId('attachment-remove').click();
  await expect(chips).toHaveCount(3);
  await expect(composer.getByTestId('attachment-count')).toHaveText('3 of 4 attached');
});
