import { expect, test } from '@playwright/test';
import { signUpAndSignIn } from './support/accounts.ts';

test('the home page is pre-rendered and shows the hero with a sign-up call to action', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('<h1');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page
      .locator('main')
      .getByRole('link', { name: /sign up|get started|start/i })
      .first(),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('/de renders the home page in German and remembers the choice', async ({ page, context }) => {
  await page.goto('/de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const germanHeading = await page.getByRole('heading', { level: 1 }).textContent();
  await page.goto('/en');
  expect(await page.getByRole('heading', { level: 1 }).textContent()).not.toBe(germanHeading);
  await page.goto('/de');
  await expect
    .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'lang')?.value)
    .toBe('de');
});

test('the last language choice wins over the one saved in the profile', async ({ page, context }) => {
  test.setTimeout(90_000);
  const langCookie = async () => (await context.cookies()).find((cookie) => cookie.name === 'lang')?.value;
  const profileLanguage = async () =>
    ((await (await page.request.get('/api/profile')).json()) as { profile: { language: string | null } })
      .profile.language;
  await signUpAndSignIn(page);
  await page.goto('/app/settings');
  await page.getByTestId('settings-language').selectOption('de');
  await expect.poll(profileLanguage).toBe('de');

  // English picked in the public header after German: the cookie, the app and the profile follow.
  await page.goto('/de', { waitUntil: 'networkidle' });
  await page
    .getByRole('button', { name: /Deutsch/ })
    .first()
    .click();
  await page.getByRole('link', { name: 'English' }).first().click();
  await expect(page).toHaveURL('/en');
  await expect.poll(langCookie).toBe('en');
  await page.goto('/app');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect.poll(profileLanguage).toBe('en');
  expect(await langCookie()).toBe('en');
  await page.goto('/');
  await expect(page).toHaveURL('/');
  const error = (await (await page.request.get('/api/no-such-route')).json()) as {
    error: { message: string };
  };
  expect(error.error.message).toContain('There is no API route');
});

test('an unknown path answers 404 and shows the path', async ({ page }) => {
  const response = await page.goto('/no-such-page/here');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page not found: /no-such-page/here')).toBeVisible();
});

test('the colour mode choice survives a reload', async ({ page }) => {
  // The home page is pre-rendered: the switch answers once React has hydrated it.
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page
    .getByRole('radiogroup', { name: /colou?r mode/i })
    .first()
    .getByTitle('Dark')
    .click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page
    .getByRole('radiogroup', { name: /colou?r mode/i })
    .first()
    .getByTitle('Light')
    .click();
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test('the sidebar remembers whether it is collapsed', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpAndSignIn(page);
  await page.goto('/app');
  const collapse = page.getByRole('button', { name: 'Collapse sidebar' });
  await expect(collapse).toHaveAttribute('aria-expanded', 'true');
  await collapse.click();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await page.reload();
  const expand = page.getByRole('button', { name: 'Expand sidebar' });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  await expand.click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
});

test('a toast appears at the top right and goes away by itself', async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto('/app');
  // Hiding the first-run checklist of a new account confirms it with a toast.
  await page.getByTestId('dashboard-checklist-hide').click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Checklist hidden');
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  expect(
    box && viewport && box.x + box.width > viewport.width / 2 && box.y < viewport.height / 2,
  ).toBeTruthy();
  await expect(toast).toBeHidden({ timeout: 10_000 });
});

test('the API reference lists the routes', async ({ page, request }) => {
  const spec = await (await request.get('/api/openapi.json')).json();
  expect(Object.keys(spec.paths)).toContain('/api/health');
  await page.goto('/api/docs');
  await expect(page.getByText('/api/health').first()).toBeVisible({ timeout: 15_000 });
});
