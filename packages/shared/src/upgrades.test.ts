import { describe, expect, it } from 'vitest';
import { appReturnPath, checkoutHref, offerFromParams, upgradeChoice, upgradeHref } from './upgrades.ts';

const free = { plan: 'free', tokenAmount: null } as const;
const plus = { plan: 'plus', tokenAmount: null } as const;
const flex = (credits: number) => ({ plan: 'flex', tokenAmount: credits }) as const;

describe('upgradeChoice: the plan that unlocks the thing', () => {
  it('sends Free to Plus for templates, custom styles, website import, medium quality and more brands', () => {
    for (const kind of ['template', 'customStyles', 'websiteImport', 'brands'] as const) {
      expect(upgradeChoice({ kind }, free)).toEqual({ plan: 'plus', creditAmount: 200 });
    }
    expect(upgradeChoice({ kind: 'quality', quality: 'medium' }, free)?.plan).toBe('plus');
  });

  it('sends high and auto quality to Flex, from Free and from Plus', () => {
    expect(upgradeChoice({ kind: 'quality', quality: 'high' }, free)).toEqual({
      plan: 'flex',
      creditAmount: 1000,
    });
    expect(upgradeChoice({ kind: 'quality', quality: 'auto' }, plus)?.plan).toBe('flex');
    expect(upgradeChoice({ kind: 'quality', quality: 'high' }, flex(300))).toBeUndefined();
  });

  it('sends Plus to Flex for more brands, and nowhere for what Plus already has', () => {
    expect(upgradeChoice({ kind: 'brands' }, plus)?.plan).toBe('flex');
    expect(upgradeChoice({ kind: 'template' }, plus)).toBeUndefined();
    expect(upgradeChoice({ kind: 'brands' }, flex(500))).toBeUndefined();
  });

  it('answers running out of credits with the next bigger allowance, then packs', () => {
    expect(upgradeChoice({ kind: 'credits' }, free)?.plan).toBe('plus');
    expect(upgradeChoice({ kind: 'credits' }, plus)).toEqual({ plan: 'flex', creditAmount: 300 });
    expect(upgradeChoice({ kind: 'credits' }, flex(1000))).toEqual({ plan: 'flex', creditAmount: 1500 });
    expect(upgradeChoice({ kind: 'credits' }, flex(3500))).toBeUndefined();
    expect(upgradeChoice({ kind: 'video' }, free)).toEqual({ plan: 'flex', creditAmount: 300 });
  });
});

describe('addresses', () => {
  it('keeps app paths only as the way back', () => {
    expect(appReturnPath('/app/create?c=1#x')).toBe('/app/create?c=1#x');
    expect(appReturnPath('/app')).toBe('/app');
    for (const bad of [
      'https://evil.test/app',
      '//evil.test',
      '/application',
      '/blog',
      '/app\\x',
      '/app/a b',
      null,
    ]) {
      expect(appReturnPath(bad)).toBeUndefined();
    }
  });

  it('leads an upgrade prompt to the localized pricing page with the plan and the way back', () => {
    expect(
      upgradeHref({ kind: 'credits' }, free, { pricingPath: '/de/pricing', returnTo: '/app/create?c=7' }),
    ).toBe('/de/pricing?plan=plus&return=%2Fapp%2Fcreate%3Fc%3D7');
    expect(upgradeHref({ kind: 'credits' }, plus, { pricingPath: '/pricing' })).toBe(
      '/pricing?plan=flex&credits=300',
    );
    expect(
      upgradeHref({ kind: 'credits' }, flex(3500), { pricingPath: '/fr/pricing', returnTo: 'https://x' }),
    ).toBe('/fr/pricing#packs');
  });

  it('reads an offer back and builds the checkout address', () => {
    expect(offerFromParams(new URLSearchParams('plan=flex&credits=1500'))).toEqual({
      plan: 'flex',
      creditAmount: 1500,
    });
    expect(offerFromParams(new URLSearchParams('plan=flex&credits=1234'))).toBeUndefined();
    expect(offerFromParams(new URLSearchParams('plan=free'))).toBeUndefined();
    expect(offerFromParams(new URLSearchParams('plan=plus'))).toEqual({ plan: 'plus', creditAmount: 200 });
    expect(
      checkoutHref({ plan: 'flex', creditAmount: 500 }, { currency: 'usd', returnTo: '/app/templates' }),
    ).toBe('/app/checkout?plan=flex&credits=500&currency=usd&return=%2Fapp%2Ftemplates');
  });
});
