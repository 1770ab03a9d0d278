import { expect, test } from '@playwright/test';
import { signUpAndSignIn } from './support/accounts.ts';
import { setPlan } from './support/plans.ts';

test('styles: a free user sees the presets and an upgrade prompt instead of the editor', async ({ page }) => {
  await signUpAndSignIn(page);
  await page.getByTestId('app-sidebar').getByRole('link', { name: 'Styles' }).click();
  await expect(page).toHaveURL('/app/styles');
  await expect(page.getByRole('heading', { level: 1, name: 'Styles' })).toBeVisible();

  const presets = page.getByTestId('preset-styles');
  await expect(presets.getByRole('article')).toHaveCount(14);
  for (const name of ['Minimal', 'Bold', 'Luxury', 'Neon', 'Pastel']) {
    await expect(presets.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  // Each preview is an image drawn from the style's data.
  await expect(page.getByTestId('style-card-luxury').locator('img')).toHaveAttribute(
    'src',
    /^data:image\/svg\+xml/,
  );

  const custom = page.getByTestId('custom-styles');
  await expect(custom.getByTestId('styles-upgrade')).toContainText('Custom styles come with the Plus plan');
  await expect(custom.getByRole('button', { name: 'New style' })).toHaveCount(0);
  // The plan that unlocks custom styles, and the way back here after checkout.
  await expect(custom.getByRole('link', { name: 'See plans' })).toHaveAttribute(
    'href',
    '/pricing?plan=plus&return=%2Fapp%2Fstyles',
  );
});

test('styles: a plus user creates, edits and deletes a style of their own', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const user = await signUpAndSignIn(page);
  await setPlan(browser, user.email, 'plus');
  await page.goto('/app/styles');
  const custom = page.getByTestId('custom-styles');
  await expect(custom.getByTestId('styles-empty')).toBeVisible();

  // Create: the name is required; colours by picker or hex; fonts and design elements as tags.
  await custom.getByRole('button', { name: 'New style' }).click();
  const editor = page.getByTestId('style-editor');
  await expect(editor.getByRole('heading', { name: 'New style' })).toBeVisible();
  await editor.getByRole('button', { name: 'Save style' }).click();
  await expect(editor.getByTestId('field-error')).toHaveText('This field is required.');
  await editor.getByLabel('Name').fill('Summer campaign');
  await editor.getByLabel('Description').fill('Warm and sunny for the July sale.');
  await editor.getByLabel('Hex value of colour 1').fill('#FFF4E6');
  await editor.getByLabel('Colour 3', { exact: true }).fill('#ff6a3d');
  await editor.getByRole('button', { name: 'Add colour' }).click();
  await editor.getByLabel('Hex value of colour 4').fill('#ffd16');
  await editor.getByRole('button', { name: 'Save style' }).click();
  await expect(editor.getByText('Enter a colour as # and six hex digits, e.g. #1f6feb.')).toBeVisible();
  await editor.getByLabel('Hex value of colour 4').fill('#ffd166');
  const fonts = editor.getByRole('combobox', { name: 'Fonts' });
  await fonts.fill('Fraunces');
  await fonts.press('Enter');
  await fonts.fill('Inter');
  await editor.getByTestId('style-fonts').getByRole('button', { name: 'Add' }).click();
  const elements = editor.getByRole('textbox', { name: 'Design elements' });
  await elements.fill('sunset stripes');
  await elements.press('Enter');
  await elements.fill('grain texture');
  await elements.press('Enter');
  await editor.getByRole('button', { name: 'Remove grain texture' }).click();
  await editor.getByRole('button', { name: 'Save style' }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByTestId('toast').filter({ hasText: 'Style created' })).toBeVisible();

  const card = custom.getByRole('article', { name: 'Summer campaign' });
  await expect(card).toContainText('Warm and sunny for the July sale.');
  await expect(card).toContainText('Fraunces · Inter');
  await expect(card.getByRole('list', { name: 'Colours' }).getByRole('listitem')).toHaveText([
    '#fff4e6',
    '#111827',
    '#ff6a3d',
    '#ffd166',
  ]);

  // A second style may not take the same name in another case.
  await custom.getByRole('button', { name: 'New style' }).click();
  await editor.getByLabel('Name').fill('SUMMER CAMPAIGN');
  await editor.getByRole('button', { name: 'Save style' }).click();
  await expect(editor.getByTestId('field-error')).toHaveText(
    'You already have a style named SUMMER CAMPAIGN. Edit the existing style instead.',
  );
  await editor.getByRole('button', { name: 'Cancel' }).click();

  // Edit, and the change survives a reload.
  await card.getByRole('button', { name: 'Edit Summer campaign' }).click();
  await expect(editor.getByLabel('Name')).toHaveValue('Summer campaign');
  await editor.getByLabel('Name').fill('Summer sale');
  await editor.getByRole('button', { name: 'Remove colour 2' }).click();
  await editor.getByRole('button', { name: 'Save style' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Style saved' })).toBeVisible();
  await page.reload();
  const renamed = custom.getByRole('article', { name: 'Summer sale' });
  await expect(renamed.getByRole('list', { name: 'Colours' }).getByRole('listitem')).toHaveCount(3);
  await expect(custom.getByRole('article', { name: 'Summer campaign' })).toHaveCount(0);

  // Delete after confirming.
  await renamed.getByRole('button', { name: 'Delete Summer sale' }).click();
  const dialog = page.getByTestId('delete-style-dialog');
  await expect(dialog).toContainText('Delete “Summer sale”?');
  await dialog.getByRole('button', { name: 'Delete style' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Style deleted' })).toBeVisible();
  await expect(custom.getByTestId('styles-empty')).toBeVisible();
  await page.reload();
  await expect(custom.getByTestId('styles-empty')).toBeVisible();
});
