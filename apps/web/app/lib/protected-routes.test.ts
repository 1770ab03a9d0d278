import { describe, expect, it } from 'vitest';
import { isProtectedPath, matchesPattern, pathOnly, safeRedirectPath } from './protected-routes';

describe('matchesPattern', () => {
  it('matches literally without a wildcard', () => {
    expect(matchesPattern('/app', '/app')).toBe(true);
    expect(matchesPattern('/app', '/apps')).toBe(false);
  });

  it('lets * match any characters, slashes included, or none', () => {
    expect(matchesPattern('/app/*', '/app/create')).toBe(true);
    expect(matchesPattern('/app/*', '/app/a/b/c')).toBe(true);
    expect(matchesPattern('/app/*', '/app/')).toBe(true);
    expect(matchesPattern('/app/*', '/app')).toBe(false);
    expect(matchesPattern('/blog/*/edit', '/blog/2026/post/edit')).toBe(true);
    expect(matchesPattern('*', '/anything')).toBe(true);
  });

  it('treats regular-expression characters in patterns literally', () => {
    expect(matchesPattern('/a.b', '/a.b')).toBe(true);
    expect(matchesPattern('/a.b', '/axb')).toBe(false);
    expect(matchesPattern('/(x)+', '/(x)+')).toBe(true);
  });
});

describe('isProtectedPath', () => {
  it('protects the app area', () => {
    expect(isProtectedPath('/app')).toBe(true);
    expect(isProtectedPath('/app/')).toBe(true);
    expect(isProtectedPath('/app/creatives?tab=favourites#top')).toBe(true);
    expect(isProtectedPath('/app/coming-soon')).toBe(true);
  });

  it('leaves public pages open', () => {
    for (const path of ['/', '/de', '/blog', '/blog/a/b', '/terms', '/application']) {
      expect(isProtectedPath(path)).toBe(false);
    }
  });

  it('honours exclude patterns', () => {
    const rules = { include: ['/app/*'], exclude: ['/app/public/*'] };
    expect(isProtectedPath('/app/create', rules)).toBe(true);
    expect(isProtectedPath('/app/public/gallery', rules)).toBe(false);
  });

  it('always exempts /auth/ pages, even when a pattern includes them', () => {
    const rules = { include: ['*'], exclude: [] };
    expect(isProtectedPath('/auth/login', rules)).toBe(false);
    expect(isProtectedPath('/auth/reset-password?token=x', rules)).toBe(false);
    expect(isProtectedPath('/auth', rules)).toBe(false);
    expect(isProtectedPath('/somewhere', rules)).toBe(true);
  });
});

describe('pathOnly', () => {
  it('drops query, hash and a trailing slash', () => {
    expect(pathOnly('/app/x/?a=1#b')).toBe('/app/x');
    expect(pathOnly('/')).toBe('/');
    expect(pathOnly('')).toBe('/');
  });
});

describe('safeRedirectPath', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeRedirectPath('/app/creatives?tab=recent#x')).toBe('/app/creatives?tab=recent#x');
    expect(safeRedirectPath('/')).toBe('/');
  });

  it('refuses anything that could leave the site', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/app',
      '/\\evil.example',
      'javascript:alert(1)',
      'app/relative',
      '/app\n/x',
      '',
      null,
      undefined,
    ]) {
      expect(safeRedirectPath(value)).toBeNull();
    }
  });
});
