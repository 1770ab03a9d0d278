import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Runs a signed-in Free user out of credits the way other tabs or earlier sessions would: 48 of
 * the 50 Free credits spent through the API (six prompts of four low-quality variants), then the
 * composer asked for two more variants (4 credits). Answers the out-of-credits dialog it opens.
 */
export async function openOutOfCreditsDialog(page: Page): Promise<Locator> {
  for (let index = 0; index < 6; index += 1) {
    const response = await page.request.post('/api/generations', {
      data: { prompt: `Sale ${index}`, variants: 4 },
    });
    expect(response.status()).toBe(202);
  }
  await page.goto('/app/create');
  await page.getByTestId('composer-variants').selectOption('2');
  await page.getByTestId('composer-prompt').fill('One more summer sale');
  await page.getByTestId('composer-send').click();
  const dialog = page.getByTestId('out-of-credits');
  await expect(dialog).toBeVisible();
  return dialog;
}
