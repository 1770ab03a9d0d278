import { describe, expect, it } from 'vitest';
import { flexVolumes } from './billing.ts';
import { flexQuote, flexStepIndex, formatPrice } from './pricing.ts';

describe('flexQuote', () => {
  it('prices the first and last steps with creatives at 5 credits each', () => {
    expect(flexQuote(0, 'eur')).toEqual({
      credits: 300,
      price: 2500,
      creatives: 60,
      pricePerHundred: 833,
      savingVsPlus: 12,
    });
    expect(flexQuote(flexVolumes.length - 1, 'usd')).toMatchObject({
      credits: 3500,
      price: 21900,
      creatives: 700,
      pricePerHundred: 626,
      savingVsPlus: 40,
    });
  });

  it('clamps positions outside the scale and rounds between steps', () => {
    expect(flexQuote(-3, 'eur').credits).toBe(300);
    expect(flexQuote(99, 'eur').credits).toBe(3500);
    expect(flexQuote(2.6, 'eur').credits).toBe(1000);
  });

  it('costs less per credit as the volume grows, in both currencies', () => {
    for (const currency of ['eur', 'usd'] as const) {
      const perHundred = flexVolumes.map((_, index) => flexQuote(index, currency).pricePerHundred);
      expect(perHundred).toEqual([...perHundred].sort((a, b) => b - a));
    }
  });
});

describe('flexStepIndex', () => {
  it('finds a step, the step below an amount between steps, and the first below the scale', () => {
    expect(flexStepIndex(1000)).toBe(3);
    expect(flexStepIndex(1200)).toBe(3);
    expect(flexStepIndex(10)).toBe(0);
    expect(flexStepIndex(99_999)).toBe(flexVolumes.length - 1);
  });
});

describe('formatPrice', () => {
  it('drops the cents of whole amounts and keeps the language form', () => {
    expect(formatPrice(1900, 'eur', 'en')).toBe('€19');
    expect(formatPrice(833, 'usd', 'en')).toBe('$8.33');
    expect(formatPrice(1900, 'eur', 'de')).toBe('19\u00a0€');
  });
});
