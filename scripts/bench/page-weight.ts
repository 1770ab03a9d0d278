import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import type { BenchRow } from '../bench.ts';

const pages = [
  { name: 'home page', path: '/', jsBudgetKb: 120 },
  { name: 'app shell', path: '/app', jsBudgetKb: 200 },
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
    for (const page of pages) {
      const tab = await browser.newPage();
      const sizes = { script: 0, stylesheet: 0 };
      const pending: Promise<void>[] = [];
      tab.on('response', (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        pending.push(
          response.body().then((body) => {
            sizes[type] += gzipSync(body, { level: 9 }).length;
          }),
        );
      });
      await tab.goto(`${baseUrl}${page.path}`, { waitUntil: 'networkidle' });
      await Promise.all(pending);
      await tab.close();
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
