import { gzipSync } from 'node:zlib';
import type { Response } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { publicPages } from './public-pages.ts';
import type { BenchRow } from './rows.ts';
import { signedInState } from './sign-in.ts';

interface WeighedPage {
  name: string;
  /** One path; or several, to weigh only the files every one of them loads. */
  paths: string[];
  jsBudgetKb: number;
  signedIn: boolean;
}

const pages: WeighedPage[] = [
  // Every public page keeps the home page's budget (decisions 0005, 0047, 0050).
  ...publicPages.map(({ name, path }) => ({ name, paths: [path], jsBudgetKb: 120, signedIn: false })),
  // The app needs a verified session: measured signed in, so the shell itself loads, not the redirect.
  // The shell is what every /app page loads (layout, i18next, session, UI kit, the account and
  // studio strings): the files two unrelated areas both load, so neither page's own code counts.
  { name: 'app shell', paths: ['/app/uploads', '/app/brands'], jsBudgetKb: 200, signedIn: true },
  // The dashboard, where a signed-in user lands: the shell and the page's own ~10 KB.
  { name: 'dashboard', paths: ['/app'], jsBudgetKb: 210, signedIn: true },
  // Not prerendered: i18next, better-auth's client, react-hook-form, zod and the account strings
  // (~238 KB today). The budget keeps them from growing unnoticed.
  { name: 'sign-in page', paths: ['/auth/login'], jsBudgetKb: 250, signedIn: false },
];

type FileType = 'script' | 'stylesheet';

/** Loads each page in Chromium and weighs, gzipped, every script and stylesheet it fetched. */
export async function measurePageWeight(baseUrl: string): Promise<BenchRow[]> {
  const browser = await launchChromium();
  const rows: BenchRow[] = [];
  try {
    const session = await signedInState(browser, baseUrl);
    /** Every script and stylesheet one page fetches, by URL: its type and gzipped size. */
    const weigh = async (path: string, signedIn: boolean) => {
      // A fresh context per page: an empty HTTP cache, so every script counts.
      const context = await browser.newContext(signedIn ? { storageState: session } : {});
      const tab = await context.newPage();
      const files = new Map<string, { type: FileType; bytes: number }>();
      const pending: Promise<void>[] = [];
      const onResponse = (response: Response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        pending.push(
          response.body().then((body) => {
            files.set(response.url(), { type, bytes: gzipSync(body, { level: 9 }).length });
          }),
        );
      };
      tab.on('response', onResponse);
      await tab.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      if (new URL(tab.url()).pathname !== path) {
        throw new Error(`${path} ended on ${tab.url()}: the measurement would weigh another page`);
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
      return files;
    };
    for (const page of pages) {
      const weighed = [];
      for (const path of page.paths) weighed.push(await weigh(path, page.signedIn));
      const [first, ...others] = weighed;
      const sizes = { script: 0, stylesheet: 0 };
      for (const [url, file] of first ?? []) {
        if (others.every((files) => files.has(url))) sizes[file.type] += file.bytes;
      }
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
