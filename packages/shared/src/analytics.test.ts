import { describe, expect, it } from 'vitest';
import { analyticsExcludedPaths, isExcludedFromAnalytics } from './analytics.ts';

describe('analytics exclusions (spec §2)', () => {
  it('excludes exactly the listed paths, with or without a trailing slash', () => {
    for (const path of analyticsExcludedPaths) {
      expect(isExcludedFromAnalytics(path), path).toBe(true);
      expect(isExcludedFromAnalytics(`${path}/`.replace('//', '/')), path).toBe(true);
    }
    for (const path of ['/auth/signup', '/blog', '/de/blog', '/eng', '/auth/login/x', '/app', '/pricing']) {
      expect(isExcludedFromAnalytics(path), path).toBe(false);
    }
  });
});
