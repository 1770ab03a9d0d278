import { gzipSync } from 'node:zlib';
import { chromium, type Response } from 'playwright-core';
import type { BenchRow } from '../bench.ts';
import { signedInState } from './sign-in.ts';

const pages = [
  { name: 'home page', path: '/', jsBudgetKb: 120, signedIn: false },
  // The app needs a verified session: measured signed in, so the shell itself loads, not the redirect.
  // The shell is what every /app page loads (layout, i18next, session, UI kit, all the app's strings):
  // weighed on an area that has only its placeholder, so no page's own code counts.
  { name: 'app shell', path: '/app/templates', jsBudgetKb: 200, signedIn: true },
  // The dashboard, where a signed-in user lands: the shell and the page's own ~10 KB.
  { name: 'dashboard', path: '/app', jsBudgetKb: 210, signedIn: true },
  // Not prerendered: i18next, better-auth's client, react-hook-form and zod (~230 KB today). The
  // budget keeps them from growing unnoticed.
  { name: 'sign-in page', path: '/auth/login', jsBudgetKb: 250, signedIn: false },
];

/** Loads each page in Chromium and weighs, gzipped, every script and stylesheet it fetched. */
export async function measurePageWeight(baseUrl: string): Promise<BenchRow[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const rows: BenchRow[] = [];
  try {
    const session = await signedInState(browser, baseUrl);
    for (const page of pages) {
      // A fresh context per page: an empty HTTP cache, so every script counts.
      const context = await browser.newContext(page.signedIn ? { storageState: session } : {});
      const tab = await context.newPage();
      const sizes = { script: 0, stylesheet: 0 };
      const pending: Promise<void>[] = [];
      const onResponse = (response: Response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        pending.push(
          response.body().then((body) => {
            sizes[type] += gzipSync(body, { level: 9 }).length;
          }),
        );
      };
      tab.on('response', onResponse);
      await tab.goto(`${baseUrl}${page.path}`, { waitUntil: 'networkidle' });
      if (new URL(tab.url()).pathname !== page.path) {
        throw new Error(`${page.path} ended on ${tab.url()}: the measurement would weigh another page`);
      }
      // Scripts loaded after hydration (client services, lazy parts) count too: on a busy machine
      // the network can idle before hydration ends, so wait until a quiet second brings nothing new.
      for (let seen = -1; seen !== pending.length; ) {
        seen = pending.length;
        await tab.waitForTimeout(1000);
        await tab.waitForLoadState('networkidle');
      }
      tab.off('response', onResponse);
      await Promise.all(pending);
      await context.close();
      const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
      rows.push({
        name: `${page.name} JavaScript (gzip)`,
        value: kb(sizes.script),
        unit: 'KB',
        budget: page.jsBudgetKb,
      });
      rows.push({ name: `${page.name} CSS (gzip)`, value: kb(sizes.stylesheet), unit: 'KB' });
    }
  } finally {
    await browser.close();
  }
  return rows;
}
