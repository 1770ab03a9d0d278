import { describe, expect, it } from 'vitest';
import { withSearchParams } from './use-change-search-params';

describe('withSearchParams', () => {
  it('sets, replaces and removes params and leaves the others and the original alone', () => {
    const params = new URLSearchParams('tab=favorites&q=old&page=3');
    const next = withSearchParams(params, {
      q: 'winter tea',
      page: null,
      brand: '',
      type: 'video',
      tab: undefined,
    });
    expect(next.toString()).toBe('q=winter+tea&type=video');
    expect(params.toString()).toBe('tab=favorites&q=old&page=3');
  });
});
