import { expect, test } from '@playwright/test';
import { signUpAndSignIn } from './support/accounts.ts';

test('a setting saved in one tab shows in the other tab of the same user at once', async ({ page }) => {
  await signUpAndSignIn(page);
  const otherTab = await page.context().newPage();
  // The second tab's stream is open once its first message (a heartbeat) has arrived.
  const streamOpened = otherTab.waitForResponse(
    (response) => response.url().includes('/api/realtime') && response.status() === 200,
  );
  await Promise.all([page.goto('/app/settings'), otherTab.goto('/app/settings')]);
  await streamOpened;
  const publishHere = page.getByTestId('settings-publish');
  const publishThere = otherTab.getByTestId('settings-publish');
  await expect(publishThere).toHaveAttribute('aria-checked', 'false');

  await publishHere.click();
  await expect(publishHere).toHaveAttribute('aria-checked', 'true');
  // No reload: the other tab heard the profile change over /api/realtime and read the profile again.
  await expect(publishThere).toHaveAttribute('aria-checked', 'true', { timeout: 5_000 });

  // The app layout re-reads the profile too, and follows the saved language.
  await page.getByTestId('settings-language').selectOption('de');
  await expect(otherTab.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible({
    timeout: 5_000,
  });
});
