import { describe, expect, it } from 'vitest';
import { crawlTargets, hrefTo, routes } from './routes';

describe('the route table (spec 1 §2)', () => {
  it('names the redirect targets of spec 2 §2 and registers their pages', () => {
    for (const name of ['MailHome', 'MyOfficeAuth', 'ShopError', 'Error'] as const) {
      expect('page' in routes[name], name).toBe(true);
    }
    expect(routes.ShopMain.path).toBe('/shop');
  });

  it('gives every layout of the spec only', () => {
    const layouts = new Set(Object.values(routes).map((route) => route.layout));
    for (const layout of layouts) expect(['corporate', 'shop', 'office', 'light', 'external-auth']).toContain(layout);
  });

  it('lists every registered route for a crawler, parameters filled from its sample', () => {
    const targets = crawlTargets();
    const registered = Object.entries(routes).filter(([, route]) => 'page' in route && route.path !== '*');
    expect(targets.map((target) => target.name).sort()).toEqual(registered.map(([name]) => name).sort());
    for (const target of targets) {
      expect(target.url, target.name).toMatch(/^\/[^:]*$/);
      expect(target.url.startsWith((target.path.split(':')[0] ?? '/').replace(/(.)\/$/, '$1')), target.name).toBe(true);
    }
    expect(targets.find((target) => target.name === 'Error')?.url).toBe('/error?status=500');
  });

  it('has a sample for every parameter, registered or not, so a page is crawlable the day it lands', () => {
    for (const [name, route] of Object.entries(routes)) {
      const params = [...route.path.matchAll(/:(\w+)(?!\w*\?)/g)].map((match) => match[1]);
      const sample = 'sample' in route ? (route.sample as Record<string, string>) : {};
      for (const param of params) expect(sample[param!], `${name} :${param}`).toBeTruthy();
    }
  });

  it('builds links from names and parameters', () => {
    expect(hrefTo('InvitePartner', { code: 'INV-P-1' })).toBe('/invite/partner/INV-P-1');
    expect(hrefTo('MyOfficeAuth', undefined, 'next=%2Foffice')).toBe('/office/auth?next=%2Foffice');
    expect(() => hrefTo('ShopProduct', { brand: 'x' })).toThrow(/code/);
    expect(hrefTo('Checkout')).toBe('/checkout');
  });
});
