import { describe, expect, it } from 'vitest';
import { compileRouteRules, findRedirect } from './route-rules.ts';
import { parseRouteRules } from './route-rules-schema.ts';

const redirects = compileRouteRules({
  '/login': { redirect: { to: '/auth/login', status: 308 } },
  '/docs': { redirect: { to: '/api/docs' } },
  '/feed': { redirect: { to: '/blog/feed.xml' } },
  '/articles/**': { redirect: { to: '/blog/**', status: 301 } },
  '/team/*/profile': { redirect: { to: '/about' } },
  '/status': { redirect: { to: 'https://status.example.com/brandloom' } },
  '/partners/**': { redirect: { to: 'https://partners.example.com/**' } },
});

describe('route rules', () => {
  it('redirects exact paths (with or without a trailing slash) to pages of the app', () => {
    expect(findRedirect(redirects, '/login')).toEqual({ to: '/auth/login', status: 308, fullLoad: false });
    expect(findRedirect(redirects, '/login/')).toMatchObject({ to: '/auth/login' });
    expect(findRedirect(redirects, '/login/more')).toBeUndefined();
    expect(findRedirect(redirects, '/logins')).toBeUndefined();
    expect(findRedirect(redirects, '/')).toBeUndefined();
  });

  it('hands the rest of a ** pattern on and matches * to one segment', () => {
    expect(findRedirect(redirects, '/articles/guides/ad-sizes')).toEqual({
      to: '/blog/guides/ad-sizes',
      status: 301,
      fullLoad: false,
    });
    expect(findRedirect(redirects, '/articles')).toMatchObject({ to: '/blog' });
    expect(findRedirect(redirects, '/team/ada/profile')).toMatchObject({ to: '/about', status: 307 });
    expect(findRedirect(redirects, '/team/a/b/profile')).toBeUndefined();
  });

  it('follows external addresses, the API and files with a page load', () => {
    expect(findRedirect(redirects, '/status')).toEqual({
      to: 'https://status.example.com/brandloom',
      status: 307,
      fullLoad: true,
    });
    expect(findRedirect(redirects, '/partners/a/b')).toMatchObject({
      to: 'https://partners.example.com/a/b',
    });
    expect(findRedirect(redirects, '/docs')).toMatchObject({ fullLoad: true });
    expect(findRedirect(redirects, '/feed')).toMatchObject({ fullLoad: true });
  });

  it('refuses rules that are not paths or not addresses, naming the pattern', () => {
    expect(() => parseRouteRules({ login: { redirect: { to: '/auth/login' } } })).toThrow(/login/);
    expect(() => parseRouteRules({ '/a/**/b': { redirect: { to: '/b' } } })).toThrow('`**` only');
    expect(() => parseRouteRules({ '/a': { redirect: { to: 'javascript:alert(1)' } } })).toThrow('/a');
    expect(() => parseRouteRules({ '/a': { redirect: { to: '//evil.example' } } })).toThrow();
    expect(() => parseRouteRules({ '/a': { redirect: { to: '/b', status: 200 } } })).toThrow();
  });
});
