import { expect, type Page, type Request, test } from '@playwright/test';
import { newUser, signInAsAdmin } from './support/accounts.ts';
import { e2eAnalyticsAdminEmail, e2eBaseUrl } from './support/e2e-env.ts';

/** Issue 18: first-party page views, the admin's dashboard and the build manifest's route rules (0051). */

/** The pages this tab sent a page-view beacon from, in order. */
function pageViewsOf(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === '/api/analytics/page-view' && request.method() === 'POST') {
      // A beacon's body (a Blob) is not shown to Playwright: the page it was sent from is.
      paths.push(new URL(page.url()).pathname);
    }
  });
  return paths;
}

/** Waits until this build's route rules have arrived in the page (they load after first render). */
async function rulesLoaded(page: Page, open: () => Promise<unknown>): Promise<void> {
  const meta = page.waitForResponse((response) => /\/builds\/meta\/[\w-]+\.json$/.test(response.url()));
  await open();
  expect((await meta).ok()).toBeTruthy();
}

test('analytics: page views are recorded except on the excluded paths, without cookies', async ({ page }) => {
  const sent = pageViewsOf(page);
  const recorded = page.waitForResponse(
    (response) => response.url().endsWith('/api/analytics/page-view') && response.status() === 202,
  );
  await page.goto('/');
  // A client-side navigation from the (excluded) home page to the blog.
  await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page).toHaveURL('/blog');
  const answer = await recorded;
  expect(await answer.json()).toEqual({ recorded: true });
  // The server sets no cookie to count a visitor who did not sign in.
  expect(answer.headers()['set-cookie']).toBeUndefined();
  await page.goto('/auth/login');
  await expect(page.getByTestId('login-form')).toBeVisible();
  await page.goto('/de');
  await page.goto('/help');
  await expect(page.locator('#contact')).toBeVisible();
  await expect.poll(() => sent).toEqual(['/blog', '/help']);
});

test('analytics: a route rule redirects a full page load and an in-app navigation', async ({ page }) => {
  // Full page loads: the server answers the rule's redirect.
  await page.goto('/login');
  await expect(page).toHaveURL('/auth/login');
  await page.goto('/contact');
  await expect(page).toHaveURL('/help#contact');

  // In the app: a link to a path with a rule goes to its target without asking the server for it.
  await rulesLoaded(page, () => page.goto('/pricing'));
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  // Appended again until clicked: React may still be hydrating the page, and hydration drops nodes
  // it did not render.
  await expect(async () => {
    await page.evaluate(() => {
      (window as { stayedInApp?: boolean }).stayedInApp = true;
      if (document.querySelector('a[href="/signup?from=pricing"]')) return;
      const link = document.createElement('a');
      link.href = '/signup?from=pricing';
      link.textContent = 'Old sign-up link';
      document.querySelector('main')?.append(link);
    });
    await page.getByRole('link', { name: 'Old sign-up link' }).click({ timeout: 2000 });
  }).toPass();
  await expect(page).toHaveURL('/auth/signup');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as { stayedInApp?: boolean }).stayedInApp)).toBe(true);
  expect(documents).toEqual([]);
});

test('analytics: the admin sees visitors, sign-ups and conversions by day and by language', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // A visit to count first, in a browser of its own.
  const visitor = await browser.newContext({ baseURL: e2eBaseUrl });
  const visit = await visitor.newPage();
  const counted = visit.waitForResponse((response) => response.url().endsWith('/api/analytics/page-view'));
  await visit.goto('/fr/help');
  expect(await (await counted).json()).toEqual({ recorded: true });
  await visitor.close();

  await signInAsAdmin(page, { ...newUser('analytics'), email: e2eAnalyticsAdminEmail });
  // A rerun against the same data folder may find another language saved for this admin.
  expect((await page.request.patch('/api/profile', { data: { language: 'en' } })).ok()).toBeTruthy();
  await page.goto('/app/admin?days=7');
  const dashboard = page.getByTestId('analytics-dashboard');
  await expect(dashboard.getByRole('heading', { name: 'Visitors and conversions' })).toBeVisible();
  await expect(dashboard.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(dashboard.getByTestId('analytics-total-visitors')).not.toHaveText('0');
  // The admin's own sign-up is counted (this run, or the run that signed them up).
  await expect(dashboard.getByTestId('analytics-conversion')).toContainText('Sign-ups → first creative');
  const days = dashboard.getByTestId('analytics-days-table');
  await expect(days.getByRole('row')).toHaveCount(8);
  const french = dashboard.getByTestId('analytics-languages-table').getByRole('row', { name: /French/ });
  await expect(french.getByRole('cell').first()).not.toHaveText('0');
  await expect(dashboard.getByRole('img', { name: /Visitors per day from/ })).toBeVisible();

  await dashboard.getByRole('button', { name: '90 days' }).click();
  await expect(page).toHaveURL(/days=90/);
  await expect(days.getByRole('row')).toHaveCount(91);
});
