import { expect, type Locator, type Page, test } from '@playwright/test';
import { newUser, signInAsAdmin, signUpAndSignIn, type TestUser } from './support/accounts.ts';
import { creativesInFull } from './support/creatives.ts';
import { e2eTemplatesAdminEmail } from './support/e2e-env.ts';

// The admin's journey changes the catalogue every user sees: the journeys of this file run one
// after another, the admin's last.
test.describe.configure({ mode: 'default' });

interface ApiTemplate {
  id: string;
  title: string;
  aspect: 'square' | 'landscape' | 'portrait';
  ratio: string;
  prompt: string;
  featured: boolean;
  locked: boolean;
}

interface ApiTemplatePage {
  templates: ApiTemplate[];
  page: number;
  pageCount: number;
  total: number;
}

async function listTemplates(page: Page, query: string): Promise<ApiTemplatePage> {
  const response = await page.request.get(`/api/templates?${query}`);
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as ApiTemplatePage;
}

/** Waits until the page of templates on screen is the one the filters ask for. */
async function settled(page: Page): Promise<void> {
  for (const results of await page.getByTestId('template-results').all()) {
    await expect(results).toHaveAttribute('aria-busy', 'false');
  }
}

/** Clicks an aspect of the filter bar in `scope` (its radio is covered by its label, as for a person). */
async function chooseAspect(scope: Page | Locator, name: string): Promise<void> {
  await scope
    .locator('label')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .click();
}

/** The number in "Templates found: 1,234". */
async function foundCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('template-count').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

const admin: TestUser = { ...newUser('tpladmin'), name: 'Templates Admin', email: e2eTemplatesAdminEmail };

test('templates: a free user browses, filters, searches, pages and keeps favourites', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndSignIn(page);
  await page.getByTestId('app-sidebar').getByRole('link', { name: 'Templates' }).click();
  await expect(page).toHaveURL('/app/templates');
  await expect(page.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible();

  const cards = page.getByTestId('template-card');
  const count = page.getByTestId('template-count');
  await expect(count).toHaveText(/^Templates found: [\d,]+$/);
  const total = await foundCount(page);
  const all = await listTemplates(page, 'page=1');
  expect(total).toBe(all.total);
  await expect(page.getByTestId('template-page')).toHaveText(`Page 1 of ${all.pageCount}`);
  await expect(cards).toHaveCount(all.templates.length);
  await expect(page.getByTestId('template-page-previous')).toBeDisabled();

  // Pages: Next, then Previous; the page is in the address.
  await page.getByTestId('template-page-next').click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByTestId('template-page')).toHaveText(`Page 2 of ${all.pageCount}`);
  await page.getByTestId('template-page-previous').click();
  await expect(page.getByTestId('template-page')).toHaveText(`Page 1 of ${all.pageCount}`);
  // An address past the last page lands on the last page.
  await page.goto('/app/templates?page=5000');
  await expect(page).toHaveURL(new RegExp(`page=${all.pageCount}$`));
  await expect(page.getByTestId('template-page')).toHaveText(`Page ${all.pageCount} of ${all.pageCount}`);
  await expect(page.getByTestId('template-page-next')).toBeDisabled();
  await page.goto('/app/templates');

  // Category and aspect narrow the list; every card says so.
  await page.getByTestId('template-category').selectOption({ label: 'Pets' });
  await expect(page).toHaveURL(/category=pets/);
  await expect.poll(() => foundCount(page)).toBeLessThan(total);
  await chooseAspect(page, 'Portrait');
  await expect(page).toHaveURL(/aspect=portrait/);
  await settled(page);
  for (const text of await cards.allTextContents()) expect(text).toContain('Pets · Portrait');
  const petsPortrait = await foundCount(page);
  expect(petsPortrait).toBeGreaterThan(0);

  // An ad format brings its shape: an Instagram story is portrait.
  await page.getByTestId('template-format').selectOption('instagram-story');
  await expect(page).toHaveURL(/format=instagram-story/);
  await expect(page.getByTestId('template-aspect-portrait')).toBeChecked();
  await page.getByTestId('template-format').selectOption('');
  await settled(page);

  // Search (debounced) for one card's title; reload and back keep what the address says.
  const title = (await cards.first().getByRole('heading').textContent()) ?? '';
  await page.getByTestId('template-search').fill(title);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(cards.first().getByRole('heading')).toHaveText(title);
  await page.reload();
  await expect(page.getByTestId('template-search')).toHaveValue(title);
  await expect(page.getByTestId('template-category')).toHaveValue('pets');
  await expect(page.getByTestId('template-aspect-portrait')).toBeChecked();
  await expect(cards.first().getByRole('heading')).toHaveText(title);

  // Nothing found: the empty state clears the filters.
  await page.getByTestId('template-search').fill('zzzz no such template zzzz');
  await expect(page.getByTestId('templates-empty')).toContainText('No templates match these filters');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL('/app/templates');
  await settled(page);
  expect(await foundCount(page)).toBe(total);

  // Favourites: empty at first; a starred template is there, after a reload too.
  await page.getByTestId('template-tab-favorites').click();
  await expect(page.getByTestId('templates-empty')).toContainText('No favourites yet');
  await page.getByTestId('template-tab-all').click();
  await settled(page);
  const first = cards.first();
  const firstId = await first.getAttribute('data-template-id');
  const star = first.getByTestId('template-favorite');
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('template-tab-favorites').click();
  await expect(page).toHaveURL(/tab=favorites/);
  await page.reload();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAttribute('data-template-id', firstId ?? '');
  await expect(cards.first().getByTestId('template-favorite')).toHaveAttribute('aria-pressed', 'true');

  // Recently used: nothing yet.
  await page.getByTestId('template-tab-recent').click();
  await expect(page.getByTestId('templates-empty')).toContainText('Nothing used yet');
});

test('templates: premium templates show the upgrade badge; a free one makes a creative and is recently used', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndSignIn(page);

  // A premium template: its badge, and the upgrade instead of the composer.
  await page.goto('/app/templates');
  const lockedCard = page.locator('[data-testid="template-card"][data-locked="true"]').first();
  const lockedTitle = (await lockedCard.getByRole('heading').textContent()) ?? '';
  const badge = lockedCard.getByTestId('template-upgrade-badge');
  await expect(badge).toHaveText('Plus');
  await expect(badge).toHaveAttribute('href', '/pricing?plan=plus&return=%2Fapp%2Ftemplates');
  await lockedCard.getByTestId('template-use').click();
  const upgrade = page.getByTestId('template-upgrade');
  await expect(upgrade).toContainText(lockedTitle);
  await expect(upgrade.getByRole('link', { name: 'See plans' })).toHaveAttribute(
    'href',
    '/pricing?plan=plus&return=%2Fapp%2Ftemplates',
  );
  await upgrade.getByRole('button', { name: 'Not now' }).click();
  await expect(page).toHaveURL(/\/app\/templates/);

  // A free landscape template: the composer gets the chip, its ratio and its prompt.
  await page.goto('/app/templates?aspect=landscape');
  await settled(page);
  const usable = page.locator('[data-testid="template-card"][data-locked="false"]').first();
  const id = (await usable.getAttribute('data-template-id')) ?? '';
  const template = (await (await page.request.get(`/api/templates/${id}`)).json()) as ApiTemplate;
  await usable.getByTestId('template-use').click();
  await expect(page).toHaveURL('/app/create');
  const chip = page.getByTestId('template-chip');
  await expect(chip).toContainText(template.title);
  await expect(page.getByTestId('composer-ratio')).toHaveValue('3:2');
  await expect(page.getByTestId('composer-prompt')).toHaveValue(template.prompt);

  await page.getByTestId('composer-send').click();
  await expect(page).toHaveURL(/\/app\/create\?c=/);
  const card = page.getByTestId('creative-card');
  await expect(card).toHaveCount(1);
  await expect(card).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });
  // The template went with the prompt and leaves the composer, like attachments do.
  await expect(chip).toHaveCount(0);
  const [made] = await creativesInFull<{ templateId: string | null; ratio: string }>(page, 1);
  expect(made).toMatchObject({ templateId: id, ratio: '3:2' });

  // The library's details name the template.
  await page.goto('/app/creatives');
  await page.getByTestId('library-open').first().click();
  await expect(page.getByTestId('details-template')).toHaveText(template.title);

  await page.goto('/app/templates?tab=recent');
  await expect(page.locator(`[data-testid="template-card"][data-template-id="${id}"]`)).toBeVisible();
});

test('templates: the composer picks a template from its dialog; an unknown one is refused politely', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndSignIn(page);

  await page.goto('/app/create?template=no-such-template');
  await expect(page.getByTestId('toast')).toContainText("Could not find the template you're looking for.");
  await expect(page).toHaveURL('/app/create');
  await expect(page.getByTestId('template-chip')).toHaveCount(0);

  const prompt = page.getByTestId('composer-prompt');
  await page.getByTestId('composer-attach').click();
  await page.getByTestId('attach-template').click();
  const dialog = page.getByTestId('pick-template-dialog');
  await expect(dialog.getByTestId('template-count')).toHaveText(/^Templates found: [\d,]+$/);
  await expect(dialog.getByTestId('template-page')).toHaveText(/^Page 1 of \d+$/);
  await chooseAspect(dialog, 'Portrait');
  await settled(page);
  await expect(dialog.getByTestId('template-card').first()).toContainText('Portrait');
  // Premium templates cannot be picked on Free.
  for (const button of await dialog.locator('[data-locked="true"]').getByTestId('template-pick').all()) {
    await expect(button).toBeDisabled();
  }
  const pick = dialog.locator('[data-testid="template-card"][data-locked="false"]').first();
  const title = (await pick.getByRole('heading').textContent()) ?? '';
  await pick.getByTestId('template-pick').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('template-chip')).toContainText(title);
  await expect(page.getByTestId('composer-ratio')).toHaveValue('2:3');
  const filled = await prompt.inputValue();
  expect(filled.length).toBeGreaterThan(0);

  // One template at a time: another replaces it and leaves the prompt the user has.
  await prompt.fill('My own words');
  await page.getByTestId('composer-attach').click();
  await page.getByTestId('attach-template').click();
  await chooseAspect(dialog, 'Square');
  await settled(page);
  await expect(dialog.getByTestId('template-card').first()).toContainText('Square');
  const other = dialog.locator('[data-testid="template-card"][data-locked="false"]').first();
  const otherTitle = (await other.getByRole('heading').textContent()) ?? '';
  await other.getByTestId('template-pick').click();
  await expect(page.getByTestId('template-chip')).toHaveCount(1);
  await expect(page.getByTestId('template-chip')).toContainText(otherTitle);
  await expect(page.getByTestId('composer-ratio')).toHaveValue('1:1');
  await expect(prompt).toHaveValue('My own words');

  // Video prompts never carry a template: in video mode the chip and the way to pick one are gone.
  const modeLabel = (mode: string) =>
    page.locator('label').filter({ has: page.getByTestId(`composer-mode-${mode}`) });
  await modeLabel('video').click();
  await expect(page.getByTestId('template-chip')).toHaveCount(0);
  await expect(page.getByTestId('composer-attach')).toHaveCount(0);
  await modeLabel('image').click();
  await expect(page.getByTestId('template-chip')).toContainText(otherTitle);

  await page.getByTestId('template-chip-remove').click();
  await expect(page.getByTestId('template-chip')).toHaveCount(0);
});

test('templates: an admin marks a template featured and deletes one', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page, admin);

  // Not featured yet, in a category of its own so the other journeys never meet these changes.
  await page.goto('/app/templates?category=religions');
  await settled(page);
  const cards = page.getByTestId('template-card');
  const plainCards = cards.filter({ hasNot: page.getByTestId('template-featured') });
  const plain = plainCards.first();
  const featureId = (await plain.getAttribute('data-template-id')) ?? '';
  const featureCard = page.locator(`[data-template-id="${featureId}"]`);
  await featureCard.getByTestId('template-admin-menu').click();
  await page.getByRole('menuitem', { name: 'Mark as featured' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Marked as featured' })).toBeVisible();
  await expect(featureCard.getByTestId('template-featured')).toBeVisible();
  await page.getByTestId('template-featured-only').click();
  await expect(page).toHaveURL(/featured=1/);
  await settled(page);
  await expect(page.locator(`[data-template-id="${featureId}"]`)).toBeVisible();
  // Every card shown is featured (waiting out the list the switch replaces).
  await expect(plainCards).toHaveCount(0);
  const featuredCount = await foundCount(page);
  await page.getByTestId('template-featured-only').click();
  await expect(page).not.toHaveURL(/featured=1/);
  // The whole category again (the list may still be busy when the switch has moved).
  await expect.poll(() => foundCount(page)).toBeGreaterThan(featuredCount);
  await settled(page);

  // Delete another: it asks first, then the card goes and the count drops by one.
  const before = await foundCount(page);
  const doomed = plainCards.first();
  const doomedId = (await doomed.getAttribute('data-template-id')) ?? '';
  expect(doomedId).not.toBe(featureId);
  await doomed.getByTestId('template-admin-menu').click();
  await page.getByRole('menuitem', { name: 'Delete template' }).click();
  const confirm = page.getByTestId('template-delete-dialog');
  await expect(confirm).toContainText('Delete this template?');
  await confirm.getByRole('button', { name: 'Delete template' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Template deleted' })).toBeVisible();
  await expect(page.locator(`[data-template-id="${doomedId}"]`)).toHaveCount(0);
  await expect(page.getByTestId('template-count')).toHaveText(
    `Templates found: ${new Intl.NumberFormat('en').format(before - 1)}`,
  );
  expect((await page.request.get(`/api/templates/${doomedId}`)).status()).toBe(404);
  await page.reload();
  await expect(page.locator(`[data-template-id="${featureId}"]`)).toBeVisible();
  await expect(page.locator(`[data-template-id="${doomedId}"]`)).toHaveCount(0);
});
