import { LEGAL_PATHS } from '@gf/contracts/rules/legal-paths';
import { describe, expect, it } from 'vitest';
import { hrefTo, paths } from './paths';

describe('the paths of spec 1 §2', () => {
  it('has a sample for every parameter, so a page is crawlable the day it lands', () => {
    for (const [name, route] of Object.entries(paths)) {
      const params = [...route.path.matchAll(/:(\w+)(?!\w*\?)/g)].map((match) => match[1]);
      const sample: Readonly<Record<string, string>> = ('sample' in route ? route.sample : undefined) ?? {};
      for (const param of params) expect(sample[param!], `${name} :${param}`).toBeTruthy();
    }
  });

  it('has a page for every legal path the gateway serves (one list, in the contracts)', () => {
    const routes = new Set(Object.values(paths).map((route) => route.path));
    expect(LEGAL_PATHS.filter((path) => !routes.has(path))).toEqual([]);
  });

  it('builds links from names and parameters', () => {
    expect(hrefTo('InvitePartner', { code: 'INV-P-1' })).toBe('/invite/partner/INV-P-1');
    expect(paths.InviteClient.href({ code: 'a b' })).toBe('/invite/client/a%20b');
    expect(paths.OfficeOrder.href({ id: 5001 })).toBe('/office/orders/5001');
    expect(hrefTo('MyOfficeAuth', undefined, 'next=%2Foffice')).toBe('/office/auth?next=%2Foffice');
    expect(() => hrefTo('ShopProduct', { brand: 'x' })).toThrow(/code/);
    expect(paths.Checkout.href()).toBe('/checkout');
    expect(paths.Checkout.href(3)).toBe('/checkout/step-3');
    expect(paths.Error.href(500)).toBe('/error?status=500');
  });
});
