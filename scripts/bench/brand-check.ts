import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { parseHex, type Rgb } from '@brandloom/shared/colour';
import type { Language } from '@brandloom/shared/i18n/languages';
import { imageRatios } from '../../apps/server/src/adapters/image-provider/image-provider.ts';
import { planCreative, renderCreative } from '../../apps/server/src/brand-layer/brand-layer.ts';
import {
  logoSvg,
  sampleBrand,
  samplePhotos,
  sampleRequest,
} from '../../apps/server/src/brand-layer/testing.ts';
import { checkBrand } from '../../apps/server/src/features/brand-check/check-brand.ts';
import { safeZoneBox } from '../../apps/server/src/features/brand-check/safe-zone-rule.ts';
import { dictionaryFor } from '../../apps/server/src/features/brand-check/spell-checker.ts';
import { ignoredWords } from '../../apps/server/src/features/brand-check/spelling-rule.ts';
import { type BenchRow, median } from './rows.ts';

const creatives = 24;
const prompts = [
  'Make an ad for our new single-origin espresso beans',
  'Black Friday sale: 30% off all beans this weekend',
  'Sommerschlussverkauf: 30 % auf Laufschuhe',
  'Rebajas de verano: 30 % en zapatillas',
];
/** Issue 19: the brand check costs at most a fifth of the render it checks. */
const checkToRenderBudget = 0.2;
/**
 * The first French check of a process, dictionary load included, at most this many times the
 * first English one (decision 0067). Under nspell it was 13–22 s against about 1 s.
 */
const firstFrenchToEnglishBudget = 3;
/** What French's dictionary may add to a process (nspell's took about 290 MB). */
const frenchDictionaryMegabytesBudget = 100;
const firstCheckPrompts: Partial<Record<Language, string>> = {
  en: 'Summer sale: our favourite espresso beans, 30% off',
  fr: 'Soldes d’été : nos cafés préférés à -30 %',
};

function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function brandRules(brand: ReturnType<typeof sampleBrand>) {
  return {
    name: brand.name,
    colors: brand.colors.map(parseHex).filter((colour): colour is Rgb => colour !== null),
    fontFamilies: [],
    hasLogo: true,
  };
}

/**
 * Run in a fresh process (`--first-check <language>`): one creative planned, then its language's
 * dictionary loaded and the creative checked, as the first check of that language in a server.
 * Prints the wall time of load and check and the memory they added.
 */
async function firstCheck(language: Language): Promise<void> {
  const brand = sampleBrand({ logo: { light: logoSvg('#0f5c4d'), dark: logoSvg('#ffffff') } });
  const prompt = firstCheckPrompts[language] ?? '';
  const { document } = await planCreative(sampleRequest({ prompt, language, brand }));
  const memoryBefore = process.memoryUsage().rss;
  const started = performance.now();
  const isWord = await dictionaryFor(language);
  checkBrand(document, {
    brand: brandRules(brand),
    zone: safeZoneBox(document, undefined),
    spelling: { isWord, ignored: ignoredWords(prompt, brand.name) },
  });
  const milliseconds = performance.now() - started;
  const megabytes = (process.memoryUsage().rss - memoryBefore) / 1024 / 1024;
  console.log(JSON.stringify({ milliseconds, megabytes }));
}

async function firstCheckInFreshProcess(
  language: Language,
): Promise<{ milliseconds: number; megabytes: number }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--first-check', language],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const timeout = setTimeout(() => child.kill('SIGKILL'), 120_000);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearTimeout(timeout);
  if (code !== 0) throw new Error(`the first ${language} check exited with ${code}`);
  return JSON.parse(output.trim().split('\n').at(-1) ?? '{}');
}

/**
 * The brand check of a creative (all rules, spelling included, its dictionary loaded once before,
 * as in a running server) against the compositor's render of the same layer document, both in CPU
 * time of this process, per creative (decision 0056).
 */
export async function measureBrandCheck(): Promise<BenchRow[]> {
  const brand = sampleBrand({ logo: { light: logoSvg('#0f5c4d'), dark: logoSvg('#ffffff') } });
  const photos = await samplePhotos(2);
  const rules = brandRules(brand);
  const checks: number[] = [];
  const renders: number[] = [];
  for (let index = 0; index < creatives; index += 1) {
    const prompt = prompts[index % prompts.length] ?? '';
    const language = (['en', 'en', 'de', 'es'] as const)[index % 4] ?? 'en';
    const request = sampleRequest({
      prompt,
      language,
      ratio: imageRatios[index % imageRatios.length],
      variant: index % 3,
      references: photos.slice(0, index % 3),
      brand,
    });
    const planned = await planCreative(request);
    const isWord = await dictionaryFor(language);
    const renderStarted = cpuMs();
    await renderCreative(planned, request);
    renders.push(cpuMs() - renderStarted);
    const context = {
      brand: rules,
      zone: safeZoneBox(planned.document, undefined),
      spelling: { isWord, ignored: ignoredWords(prompt, brand.name) },
    };
    const checkStarted = cpuMs();
    checkBrand(planned.document, context);
    checks.push(cpuMs() - checkStarted);
  }
  // One after the other, so neither waits for the other's CPU.
  const english = await firstCheckInFreshProcess('en');
  const french = await firstCheckInFreshProcess('fr');
  return [
    {
      name: 'brand check per creative, median CPU',
      value: Math.round(median(checks) * 10) / 10,
      unit: 'ms',
      floor: { name: 'the compositor’s render of the same document', value: Math.round(median(renders)) },
      budget: checkToRenderBudget,
    },
    {
      name: 'first French check in a fresh process, dictionary load included',
      value: Math.round(french.milliseconds),
      unit: 'ms',
      floor: {
        name: 'the same for English (US and GB dictionaries)',
        value: Math.round(english.milliseconds),
      },
      budget: firstFrenchToEnglishBudget,
    },
    {
      name: 'memory the French dictionary adds to a process',
      value: Math.round(french.megabytes),
      unit: 'MB',
      budget: frenchDictionaryMegabytesBudget,
    },
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === '--first-check')
  await firstCheck((process.argv[3] ?? 'en') as Language);
