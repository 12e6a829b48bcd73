import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { crawlTargets, isRegistered, pageRoutes } from './route-table';

describe('the route table (spec 1 §2)', () => {
  it('registers the pages of the redirect targets of spec 2 §2', () => {
    for (const name of ['MailHome', 'MyOfficeAuth', 'ShopError', 'Error', 'ShopMain'] as const) {
      expect(isRegistered(name), name).toBe(true);
    }
  });

  it('registers each route once, the catch-all last', () => {
    const names = pageRoutes.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.at(-1)).toBe('NotFound');
  });

  it('lists every registered route for a crawler, parameters filled from its sample', () => {
    const targets = crawlTargets();
    expect(targets.map((target) => target.name).sort()).toEqual(
      pageRoutes
        .map((route) => route.name)
        .filter((name) => name !== 'NotFound')
        .sort(),
    );
    for (const target of targets) {
      expect(target.url, target.name).toMatch(/^\/[^:]*$/);
      expect(target.path, target.name).toBe(paths[target.name].path);
    }
    expect(targets.find((target) => target.name === 'Error')?.url).toBe('/error?status=500');
  });
});
