import { describe, expect, it } from 'vitest';
import { retryAfterMs } from '../retry-after.ts';

describe('retryAfterMs', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');

  it('prefers retry-after-ms, then reads retry-after as seconds or as an HTTP date', () => {
    expect(retryAfterMs(new Headers({ 'retry-after-ms': '250.5', 'retry-after': '9' }), now)).toBe(251);
    expect(retryAfterMs(new Headers({ 'retry-after': '1.5' }), now)).toBe(1_500);
    expect(retryAfterMs(new Headers({ 'retry-after': 'Sun, 22 Nov 2026 12:00:20 GMT' }), now)).toBe(20_000);
    expect(retryAfterMs(new Headers({ 'retry-after': 'Sun, 22 Nov 2026 11:00:00 GMT' }), now)).toBe(0);
  });

  it('is undefined without a usable header', () => {
    expect(retryAfterMs(new Headers(), now)).toBeUndefined();
    expect(retryAfterMs(new Headers({ 'retry-after': 'soon' }), now)).toBeUndefined();
    expect(retryAfterMs(undefined, now)).toBeUndefined();
  });
});
