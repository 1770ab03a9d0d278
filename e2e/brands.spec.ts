import type { BrandScanDraft } from '@brandloom/shared/brands';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signUpAndSignIn } from './support/accounts.ts';

// A 24×24 PNG, made with sharp: the server checks the bytes, so a real image is needed.
const logoPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAYAAADgdz34AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAMUlEQVRIiWPwd3v6n5aYYdQC/9Eg8h9NRf6jGc1ttKhwGy1N3UYrnKejVebTwd2qAABijpCMYHTJlgAAAABJRU5ErkJggg==',
  'base64',
);

async function addColor(page: Page, hex: string): Promise<void> {
  await page.getByLabel('Hex code').fill(hex);
  await page.getByRole('button', { name: 'Add colour' }).click();
}

test('brands: create a brand by hand with colours, a catalogue font and a logo; a duplicate name is refused', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndSignIn(page);

  await page.getByTestId('app-sidebar').getByRole('link', { name: 'Brands' }).click();
  await expect(page).toHaveURL('/app/brands');
  await expect(page.getByTestId('brands-empty')).toBeVisible();
  await page.getByTestId('brands-empty').getByRole('link', { name: 'New brand' }).click();
  await expect(page).toHaveURL('/app/brands/new');

  // The name is required, with the spec's message on the field.
  await page.getByRole('button', { name: 'Save brand' }).click();
  await expect(page.getByTestId('field-error')).toHaveText('Please enter your brand name.');
  await expect(page.getByLabel('Brand name')).toBeFocused();

  await page.getByLabel('Brand name').fill('Acme Coffee');
  await page.getByLabel('Website').fill('https://acme.example');
  await page.getByLabel('Tone of voice').fill('Warm and direct');

  // Colours: three added, the last moved to the top with the keyboard-reachable buttons.
  await addColor(page, '#112233');
  await addColor(page, '445566');
  await addColor(page, '#AABBCC');
  await expect(page.getByTestId('color-item')).toHaveCount(3);
  await page.getByRole('button', { name: 'Move #aabbcc up' }).click();
  await expect(page.getByRole('button', { name: 'Move #aabbcc up' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('color-item').first()).toContainText('#aabbcc');
  await expect(page.getByTestId('color-item').first()).toContainText('Primary');
  await expect(page.getByText('#aabbcc is now number 1.')).toBeAttached();

  // A catalogue font, previewed in itself.
  await page.getByRole('button', { name: 'Add from the catalogue' }).click();
  const picker = page.getByTestId('font-picker');
  await expect(picker).toBeVisible();
  await picker.getByRole('button', { name: 'Serif', exact: true }).click();
  await picker.getByRole('button', { name: 'Add Playfair Display' }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByTestId('font-item')).toContainText('Playfair Display');
  await expect(page.getByLabel('Role of Playfair Display')).toHaveValue('heading');

  // A logo for light backgrounds; a fake PNG is refused inline.
  const lightLogo = page.getByTestId('asset-logo-light');
  await lightLogo.getByLabel('Logo for light backgrounds', { exact: true }).setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html><body>not a png</body></html>'),
  });
  await expect(lightLogo.getByRole('alert')).toContainText('fake.png must be a PNG, SVG or WebP image');
  await lightLogo.getByLabel('Logo for light backgrounds', { exact: true }).setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: logoPng,
  });
  await expect(lightLogo.locator('img').first()).toHaveAttribute('src', /\/storage\/.+\.png$/);

  await page.getByRole('button', { name: 'Save brand' }).click();
  await expect(page).toHaveURL('/app/brands');
  const card = page.getByTestId('brand-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Acme Coffee');
  await expect(card).toContainText('acme.example');
  await expect(card).toContainText('Playfair Display');
  await expect(card.locator('li[title]')).toHaveText(['#aabbcc', '#112233', '#445566']);
  await expect(card.locator('img:visible')).toHaveAttribute('src', /\/storage\/.+\.png$/);
  // Free plan: one brand, so the add buttons give way to the upgrade prompt.
  await expect(page.getByTestId('brand-upgrade')).toContainText('Your plan allows 1 brand.');

  // The same name again (any case) is refused, with a way to edit the existing brand.
  await page.goto('/app/brands/new');
  await page.getByLabel('Brand name').fill('  acme COFFEE ');
  await page.getByRole('button', { name: 'Save brand' }).click();
  const error = page.getByTestId('brand-save-error');
  await expect(error).toContainText('You already have a brand named');
  await error.getByRole('link', { name: 'Edit the existing brand' }).click();
  await expect(page).toHaveURL(/\/app\/brands\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Brand name')).toHaveValue('Acme Coffee');

  // A second brand is over the Free plan's cap: Too Many Brands with the upgrade prompt.
  await page.goto('/app/brands/new');
  await page.getByLabel('Brand name').fill('Second brand');
  await page.getByRole('button', { name: 'Save brand' }).click();
  await expect(page.getByTestId('brand-upgrade')).toContainText('Too Many Brands');
  await expect(page.getByTestId('brand-upgrade').getByRole('link', { name: 'Upgrade' })).toBeVisible();

  // Delete asks first, then the list is empty again.
  await page.goto('/app/brands');
  await page.getByRole('button', { name: 'Delete Acme Coffee' }).click();
  const dialog = page.getByTestId('delete-brand-dialog');
  await expect(dialog).toContainText('Delete Acme Coffee?');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByTestId('brands-empty')).toBeVisible();
});

test('brands: scan a website, review the draft, adjust a colour and save', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndSignIn(page);

  // The scan endpoint is mocked: the journey is about the review, not the scanner.
  const draft: BrandScanDraft = {
    url: 'https://northwind.example/',
    name: { value: 'Northwind Tea', source: { kind: 'og-site-name' } },
    description: { value: 'Loose-leaf teas from small farms.', source: { kind: 'meta-description' } },
    colors: [
      { value: '#0f766e', source: { kind: 'theme-color' } },
      { value: '#f59e0b', source: { kind: 'css-variable', detail: '--brand-accent' } },
      { value: '#e5e7eb', source: { kind: 'css-frequency' } },
    ],
    fonts: [
      { value: { family: 'Lora', url: 'https://fonts.example/lora.css' }, source: { kind: 'web-font-link' } },
      { value: { family: 'Brand Grotesk', url: null }, source: { kind: 'font-family' } },
    ],
    logos: [
      {
        value: {
          kind: 'logo',
          url: null,
          svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 10"><rect width="40" height="10" fill="#0f766e"/><script>alert(1)</script></svg>',
          contentType: 'image/svg+xml',
        },
        source: { kind: 'inline-svg', detail: 'header svg' },
      },
    ],
  };
  let scannedUrl = '';
  await page.route('**/api/website-scan', async (route) => {
    scannedUrl = (route.request().postDataJSON() as { url: string }).url;
    await route.fulfill({ json: draft });
  });

  await page.goto('/app/brands');
  await page.getByTestId('scan-website').first().click();
  await expect(page).toHaveURL('/app/brands/scan');
  await page.getByLabel('Website address').fill('northwind.example');
  await page.getByRole('button', { name: 'Scan' }).click();
  await expect(page.getByRole('heading', { name: 'Review what we found' })).toBeFocused();
  expect(scannedUrl).toBe('https://northwind.example/');

  // Every value says where it came from, translated.
  const review = page.getByTestId('scan-review');
  await expect(review.getByLabel('Name')).toHaveValue('Northwind Tea');
  await expect(review).toContainText('From: Open Graph site name');
  await expect(review).toContainText('From: CSS custom property (--brand-accent)');
  await expect(review).toContainText('From: web font link');
  await expect(review).toContainText('From: inline SVG in the page (header svg)');
  // A family outside the catalogue cannot be kept.
  await expect(review.getByLabel('Keep: Brand Grotesk')).toBeDisabled();

  // Adjust the second colour, drop the third.
  await review.getByLabel('Colour 2 (Hex code)').fill('#d97706');
  await review.getByLabel('Colour 2 (Hex code)').blur();
  await review.getByLabel('Keep: #e5e7eb').uncheck();
  await review.getByTestId('scan-save').click();

  await expect(page).toHaveURL('/app/brands');
  const card = page.getByTestId('brand-card');
  await expect(card).toContainText('Northwind Tea');
  await expect(card.locator('li[title]')).toHaveText(['#0f766e', '#d97706']);
  await expect(card).toContainText('Lora');
  await expect(card.locator('img:visible')).toHaveAttribute('src', /\/storage\/.+\.svg$/);

  // The stored logo is the sanitised SVG.
  const logoUrl = await card.locator('img:visible').getAttribute('src');
  const stored = await (await page.request.get(logoUrl ?? '')).text();
  expect(stored).toContain('<rect');
  expect(stored).not.toContain('script');
});

/** An SVG logo of the given shape: a filled box with a stroke, so its whole extent is visible. */
const svgLogo = (width: number, height: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="#e11d48"/></svg>`,
  );

async function expectInside(inner: Locator, outer: Locator): Promise<void> {
  // Not shrunk to nothing; a loaded image can still be laid out a frame later, so its box is awaited.
  const longSide = async () => {
    const box = await inner.boundingBox();
    return Math.max(box?.width ?? 0, box?.height ?? 0);
  };
  await expect.poll(longSide).toBeGreaterThan(20);
  const a = await inner.boundingBox();
  const b = await outer.boundingBox();
  if (!a || !b) throw new Error('not laid out');
  expect(a.x).toBeGreaterThanOrEqual(b.x - 0.5);
  expect(a.y).toBeGreaterThanOrEqual(b.y - 0.5);
  expect(a.x + a.width).toBeLessThanOrEqual(b.x + b.width + 0.5);
  expect(a.y + a.height).toBeLessThanOrEqual(b.y + b.height + 0.5);
}

test('brands: a wide wordmark and a tall logo stay whole inside their boxes, clear of the name', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndSignIn(page);
  await page.goto('/app/brands/new');
  await page.getByLabel('Brand name').fill('Wide and Tall');
  await page.getByLabel('Website').fill('https://wide-and-tall.example');

  const slot = page.getByTestId('asset-logo-light');
  const shapes: [number, number][] = [
    [1600, 120],
    [120, 1600],
  ];
  for (const [width, height] of shapes) {
    await slot.getByLabel('Logo for light backgrounds', { exact: true }).setInputFiles({
      name: `logo-${width}x${height}.svg`,
      mimeType: 'image/svg+xml',
      buffer: svgLogo(width, height),
    });
    await expect(slot.locator('img').first()).toHaveAttribute('src', /\.svg$/);
    for (const background of ['light', 'dark']) {
      const preview = slot.getByTestId(`asset-preview-${background}`);
      await expectInside(preview.locator('img'), preview);
    }

    await page.getByRole('button', { name: 'Save brand' }).click();
    await expect(page).toHaveURL('/app/brands');
    const card = page.getByTestId('brand-card');
    const logoBox = card.getByTestId('brand-card-logo-light');
    const logo = logoBox.locator('img');
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    await expectInside(logo, logoBox);
    const logoBottom = await logo.boundingBox();
    const name = await card.getByRole('heading', { level: 2 }).boundingBox();
    if (!logoBottom || !name) throw new Error('not laid out');
    expect(logoBottom.y + logoBottom.height).toBeLessThanOrEqual(name.y);
    await card.getByRole('link', { name: 'Wide and Tall', exact: true }).click();
    await expect(page.getByLabel('Brand name')).toHaveValue('Wide and Tall');
  }
});
