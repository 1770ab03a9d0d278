import { expect, type Page, test } from '@playwright/test';
import { newUser, signInAsAdmin, signUpAndSignIn, type TestUser } from './support/accounts.ts';
import { e2eExploreAdminEmail } from './support/e2e-env.ts';

const admin: TestUser = { ...newUser('moderator'), name: 'Explore Admin', email: e2eExploreAdminEmail };

/** Queues one image and waits until the worker finished it; answers its id. */
async function makeCreative(page: Page, prompt: string, ratio: string): Promise<string> {
  expect((await page.request.post('/api/generations', { data: { prompt, ratio } })).status()).toBe(202);
  let id = '';
  await expect
    .poll(
      async () => {
        const listed = (await (await page.request.get('/api/creatives')).json()) as {
          creatives: { id: string; status: string }[];
        };
        id = listed.creatives[0]?.id ?? '';
        return listed.creatives[0]?.status;
      },
      { timeout: 120_000 },
    )
    .toBe('completed');
  return id;
}

test('explore: A publishes, a visitor finds it, B remixes, likes and reports it, an admin hides it', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const marker = `lantern${Date.now() % 100_000}`;
  const prompt = `"${marker} festival" tickets on sale`;

  // A turns publishing on in Settings and publishes a creative from its details in the library.
  const author = await signUpAndSignIn(page, newUser('author'));
  const id = await makeCreative(page, prompt, '2:3');
  await page.goto('/app/settings');
  await page.getByTestId('settings-publish').click();
  await expect(page.getByTestId('settings-publish')).toHaveAttribute('aria-checked', 'true');
  await page.goto(`/app/creatives?creative=${id}`);
  const publish = page.getByTestId('creative-details').getByTestId('details-publish');
  await publish.click();
  await expect(publish).toHaveAttribute('aria-checked', 'true');

  // A visitor, signed out, finds it in the feed by its prompt and opens its page.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/explore');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
  await visitor.getByTestId('explore-search').fill(marker);
  await expect(visitor).toHaveURL(new RegExp(`q=${marker}`));
  const card = visitor.getByTestId('explore-card');
  await expect(card).toHaveCount(1);
  await card.getByRole('link').click();
  await expect(visitor).toHaveURL(new RegExp(`/explore/${id}$`));
  await expect(visitor.getByTestId('explore-prompt')).toHaveText(prompt);
  await expect(visitor.getByText(`by @${author.username}`)).toBeVisible();
  await expect(visitor.locator('body')).not.toContainText(author.email);
  // Crawlers get the card from the server.
  const html = await (await visitor.request.get(`/explore/${id}`)).text();
  expect(html).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/storage\/[^"]+"/);
  await visitorContext.close();

  // Screenshots of both pages: desktop light in English, phone dark in French.
  for (const look of [
    {
      name: 'desktop-light-en',
      viewport: { width: 1280, height: 900 },
      colorScheme: 'light',
      locale: 'en-US',
    },
    { name: 'phone-dark-fr', viewport: { width: 390, height: 844 }, colorScheme: 'dark', locale: 'fr-FR' },
  ] as const) {
    const context = await browser.newContext({
      viewport: look.viewport,
      colorScheme: look.colorScheme,
      locale: look.locale,
    });
    const shot = await context.newPage();
    await shot.goto('/explore');
    await expect(shot.getByTestId('explore-card').first()).toBeVisible();
    await shot.waitForLoadState('networkidle');
    await shot.screenshot({ path: test.info().outputPath(`explore-${look.name}.png`), fullPage: true });
    await shot.goto(`/explore/${id}`);
    await expect(shot.getByTestId('explore-image')).toBeVisible();
    await shot.waitForLoadState('networkidle');
    await shot.screenshot({ path: test.info().outputPath(`creative-${look.name}.png`), fullPage: true });
    await context.close();
  }

  // B remixes it into their own composer: prompt, ratio and quality filled in.
  const remixerContext = await browser.newContext();
  const remixer = await remixerContext.newPage();
  await signUpAndSignIn(remixer, newUser('remixer'));
  await remixer.goto(`/explore/${id}`);
  await remixer.getByTestId('explore-remix').click();
  await expect(remixer).toHaveURL(/\/app\/create$/);
  await expect(remixer.getByTestId('composer-prompt')).toHaveValue(prompt);
  await expect(remixer.getByTestId('composer-ratio')).toHaveValue('2:3');

  // B likes it (once) and reports it.
  await remixer.goto(`/explore/${id}`);
  await expect(remixer.getByText('1 remix')).toBeVisible();
  await remixer.getByTestId('explore-like').click();
  await expect(remixer.getByTestId('explore-like')).toHaveAttribute('aria-pressed', 'true');
  await expect(remixer.getByTestId('explore-like-count')).toHaveText('1');
  await remixer.getByTestId('explore-report').click();
  await remixer.getByTestId('report-reason-copyright').check();
  await remixer.getByTestId('explore-report-send').click();
  await expect(remixer.getByTestId('toast').getByText('Thanks: the admins will look at it.')).toBeVisible();
  await remixerContext.close();

  // An admin hides it from the queue in /app/admin, and it is gone from the feed and its page.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInAsAdmin(adminPage, admin);
  await adminPage.goto('/app/admin');
  const entry = adminPage.getByTestId('explore-report-entry').filter({ hasText: marker });
  await expect(entry).toContainText('Copyright');
  await entry.getByTestId('moderate-hidden').click();
  await expect(entry).toHaveCount(0);
  await adminContext.close();

  await page.goto(`/explore?q=${marker}`);
  await expect(page.getByText('No creative matches these filters.')).toBeVisible();
  await page.goto(`/explore/${id}`);
  await expect(page.getByTestId('explore-not-found')).toBeVisible();
});
