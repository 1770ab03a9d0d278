import { expect, type Page, test } from '@playwright/test';
import { signUpAndSignIn } from './support/accounts.ts';
import { openOutOfCreditsDialog } from './support/credits.ts';
import { planAdminContext } from './support/plans.ts';

/**
 * Issue 16: a new user buys, changes, cancels and keeps a plan in the browser on the local billing
 * provider, and the credits follow. It moves the server's billing clock (BILLING_TEST_CLOCK), so it
 * runs in its own Playwright project after every other journey (playwright.config.ts).
 */

async function payWith(page: Page, number: string) {
  await expect(page).toHaveURL(/\/billing\/local\/checkout\//);
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /Subscribe/ }).click();
}

async function subscription(page: Page) {
  return (await (await page.request.get('/api/stripe/subscription')).json()) as {
    subscription: null | { plan: string; monthlyCredits: number; cancelAtPeriodEnd: boolean };
    credits: { balance: number; monthlyBalance: number };
  };
}

test('billing: out of credits → pricing → checkout (declined, then paid) → change, cancel, keep → renewal → portal → deletion', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const user = await signUpAndSignIn(page);

  // Out of credits: 48 of the 50 Free credits spent, then the composer asks for 4 more.
  const dialog = await openOutOfCreditsDialog(page);
  await dialog.getByTestId('out-of-credits-upgrade').click();

  // The pricing page with Plus picked as what unlocks more credits, and the way back to the chat.
  await expect(page).toHaveURL('/pricing?plan=plus&return=%2Fapp%2Fcreate');
  const plus = page.getByTestId('plan-card-plus');
  await expect(plus).toContainText('Unlocks what you need');
  await expect(plus.getByTestId('plan-price-plus')).toHaveText('€19');
  await plus.getByTestId('plan-cta-plus').click();

  // A declined card: a clear error and nothing changed.
  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByText('Your card was declined. Try another card.')).toBeVisible();
  expect((await subscription(page)).subscription).toBeNull();

  // The good card: back in the chat, Plus is live and medium quality is no longer an upgrade.
  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/app\/create$/);
  await expect(page.getByText('Payment received: your plan is live.', { exact: true })).toBeVisible();
  await expect(page.getByTestId('composer-quality').locator('option[value="medium"]')).toHaveText('Medium');
  await expect(page.getByTestId('composer-quality').locator('option[value="high"]')).toContainText('Upgrade');
  expect(await subscription(page)).toMatchObject({
    subscription: { plan: 'plus', monthlyCredits: 200 },
    credits: { balance: 200 },
  });

  // Settings → Subscription: Flex at 1000 credits, charged at once, resets the balance.
  await page.goto('/app/settings?section=subscription');
  const section = page.getByTestId('subscription-section');
  await expect(section.getByTestId('subscription-plan')).toHaveText('Plus');
  await section.getByTestId('subscription-upgrade').click();
  const change = page.getByTestId('change-plan-dialog');
  await change.getByText('Flex', { exact: true }).click();
  await change.getByTestId('flex-volume').fill('3');
  await expect(change.getByTestId('flex-volume-value')).toHaveText('1,000 credits');
  await expect(change.getByTestId('change-plan-note')).toContainText('reset to 1,000');
  await change.getByTestId('change-plan-confirm').click();
  await expect(
    page.getByText('Your plan changed: 1,000 monthly credits are ready.', { exact: true }),
  ).toBeVisible();
  await expect(section.getByTestId('subscription-plan')).toContainText('Flex');
  await expect(section.getByTestId('subscription-monthlyBalance')).toHaveText('1,000');

  // A downgrade to Plus is scheduled for the period end, then cancelled.
  await section.getByTestId('subscription-change-plan').click();
  await change.getByText('Plus', { exact: true }).click();
  await expect(change.getByTestId('change-plan-note')).toContainText('Scheduled for');
  await change.getByTestId('change-plan-confirm').click();
  const scheduled = section.getByTestId('scheduled-change');
  await expect(scheduled).toContainText('From Flex · 1,000 credits to Plus · 200 credits');
  await scheduled.getByTestId('cancel-scheduled-change').click();
  await expect(scheduled).toBeHidden();
  await expect(
    page.getByText('The scheduled change was cancelled: you stay on Flex.', { exact: true }),
  ).toBeVisible();

  // Cancel (confirmed), changes pause; keep the subscription and they come back.
  await section.getByTestId('subscription-cancel').click();
  await page.getByTestId('cancel-subscription-confirm').click();
  const pending = section.getByTestId('pending-cancellation');
  await expect(pending).toContainText('Cancels on');
  await expect(section.getByTestId('subscription-change-plan')).toBeDisabled();
  await expect(section).toContainText('Keep your subscription to change your plan.');
  await pending.getByTestId('keep-subscription').click();
  await expect(pending).toBeHidden();
  await expect(section.getByTestId('subscription-change-plan')).toBeEnabled();

  // Some credits spent, then the clock passes the period end: the monthly credits refill.
  expect(
    (await page.request.post('/api/generations', { data: { prompt: 'Launch', variants: 2 } })).status(),
  ).toBe(202);
  await expect(section.getByTestId('subscription-monthlyBalance')).toHaveText('996');
  // The clock is moved from this machine only (no forwarded address: the test runner itself).
  const moved = await request.post('/api/dev/billing-clock/advance', { data: { days: 32 } });
  expect(moved.ok()).toBeTruthy();
  expect(((await moved.json()) as { renewed: number }).renewed).toBeGreaterThanOrEqual(1);
  await page.reload();
  await expect(section.getByTestId('subscription-monthlyBalance')).toHaveText('1,000');

  // The portal lists the invoices: the subscription, the upgrade and the renewal.
  await section.getByTestId('subscription-portal').click();
  await expect(page).toHaveURL(/\/billing\/local\/portal/);
  const invoices = page.locator('table tbody tr');
  await expect(invoices).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Download' }).first()).toBeVisible();

  // Deleting the account cancels the subscription: it leaves the upcoming renewals.
  const admin = await planAdminContext(browser);
  const renewalsOf = async () =>
    (
      (await (await admin.request.get('/api/admin/billing/renewals')).json()) as {
        renewals: { email: string }[];
      }
    ).renewals.filter((renewal) => renewal.email === user.email);
  expect(await renewalsOf()).toHaveLength(1);
  await page.goto('/app/settings?section=account');
  await page.getByTestId('settings-delete-open').click();
  const deletion = page.getByTestId('settings-delete-dialog');
  await deletion.getByTestId('settings-delete-word').fill('delete');
  await deletion.getByTestId('settings-delete-confirm').click();
  await expect(page).toHaveURL(/\/(\?account=deleted)?$/);
  expect(await renewalsOf()).toHaveLength(0);
  await admin.close();
});
