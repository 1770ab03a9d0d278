import { parseHex, type Rgb } from '@brandloom/shared/colour';
import { imageRatios } from '../../apps/server/src/adapters/image-provider/image-provider.ts';
import { planCreative, renderCreative } from '../../apps/server/src/brand-layer/index.ts';
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
import type { BenchRow } from './rows.ts';

const creatives = 24;
const prompts = [
  'Make an ad for our new single-origin espresso beans',
  'Black Friday sale: 30% off all beans this weekend',
  'Sommerschlussverkauf: 30 % auf Laufschuhe',
  'Rebajas de verano: 30 % en zapatillas',
];
/** Issue 19: the brand check costs at most a fifth of the render it checks. */
const checkToRenderBudget = 0.2;

function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * The brand check of a creative (all rules, spelling included, its dictionary loaded once before,
 * as in a running server) against the compositor's render of the same layer document, both in CPU
 * time of this process, per creative (decision 0056).
 */
export async function measureBrandCheck(): Promise<BenchRow[]> {
  const brand = sampleBrand({ logo: { light: logoSvg('#0f5c4d'), dark: logoSvg('#ffffff') } });
  const photos = await samplePhotos(2);
  const rules = {
    name: brand.name,
    colors: brand.colors.map(parseHex).filter((colour): colour is Rgb => colour !== null),
    fontFamilies: [],
    hasLogo: true,
  };
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
  return [
    {
      name: 'brand check per creative, median CPU',
      value: Math.round(median(checks) * 10) / 10,
      unit: 'ms',
      floor: { name: 'the compositor’s render of the same document', value: Math.round(median(renders)) },
      budget: checkToRenderBudget,
    },
  ];
}
