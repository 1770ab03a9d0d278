import type { LayerDocument } from '@brandloom/shared/layers';
import type { CheckContext, Finding } from './brand-check-context.ts';
import { checkContrast } from './contrast-rule.ts';
import { checkFonts } from './font-rule.ts';
import { checkLogo } from './logo-rules.ts';
import { checkPalette } from './palette-rule.ts';
import { checkSafeZone } from './safe-zone-rule.ts';
import { checkSpelling } from './spelling-rule.ts';

/**
 * The brand check (decision 0056): every rule over a creative's layer document, pure and
 * synchronous (the dictionary is loaded before). Issues first, then passes, each in rule order.
 */
export function checkBrand(document: LayerDocument, context: CheckContext): Finding[] {
  const findings = [
    ...checkContrast(document),
    ...checkPalette(document, context),
    ...checkLogo(document, context),
    ...checkSafeZone(document, context),
    ...checkFonts(document, context),
    ...checkSpelling(document, context),
  ];
  const weight = { fail: 0, warn: 1, pass: 2 } as const;
  return findings
    .map((item, index) => ({ item, index }))
    .sort(
      (first, second) => weight[first.item.status] - weight[second.item.status] || first.index - second.index,
    )
    .map(({ item }) => item);
}
