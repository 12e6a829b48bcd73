import { describe, expect, it } from 'vitest';
import { readUrl } from '../api/page-read';
import { crawlTargets } from '../app/route-table';
import { correctedHref, matchPage, SERVER_RENDERED_ROUTES, SHELL_READS } from './page-match';

const pageOf = (address: string) => {
  const url = new URL(address, 'http://page.invalid');
  return matchPage(url.pathname, url.searchParams);
};

describe('the page an address shows, as the gateway stores it (issue 30)', () => {
  it('keys a page by its route and declared query alone: another parameter, a trailing slash, an invalid value make no new page', () => {
    const shop = pageOf('/shop');
    for (const address of ['/shop?zz=123', '/shop/', '/shop?page=4', '/shop?lang=en&modal=sign-in'])
      expect(pageOf(address)?.key, address).toBe(shop?.key);
    const brand = pageOf('/shop/brands/biotrim?page=2&sort=new');
    expect(brand?.href).toBe('/shop/brands/biotrim?page=2&sort=new');
    for (const address of [
      '/shop/brands/biotrim?sort=new&page=2',
      '/shop/brands/biotrim?page=02&sort=new&utm_source=x',
      '/shop/brands/biotrim/?page=2&sort=new&sort=cheapest',
    ])
      expect(pageOf(address)?.key, address).toBe(brand?.key);
    expect(pageOf('/shop/brands/biotrim?sort=cheapest&page=1')?.href).toBe('/shop/brands/biotrim');
    expect(pageOf('/shop/brands/biotrim?page=1001')?.href).toBe('/shop/brands/biotrim');
  });

  it('tells pages apart by what they show', () => {
    const keys = [
      '/shop',
      '/shop/brands/biotrim',
      '/shop/brands/biotrim?page=2',
      '/shop/cosmetics',
      '/shop/search?q=tea',
    ].map((address) => pageOf(address)?.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('shows every unknown address the one not-found page', () => {
    expect(pageOf('/no/such/page')?.route).toBe('NotFound');
    expect(pageOf('/no/such/page')?.key).toBe(pageOf('/another?x=1')?.key);
  });

  it('renders only declared pages; the cart, sign-in and the undeclared office pages stay the browser’s', () => {
    for (const address of ['/office/orders/list', '/shop/cart', '/office/auth', '/shop/products/favorite'])
      expect(pageOf(address), address).toBeNull();
    for (const target of crawlTargets())
      expect(pageOf(target.url) !== null, target.name).toBe(SERVER_RENDERED_ROUTES.has(target.name));
  });

  it('renders the office pages a partner opens most for the visitor alone, with the office menu read (issue 36)', () => {
    const office = pageOf('/office/finance/accounts?page=2&account=gift&zz=1');
    expect(office?.personal).toBe(true);
    expect(office?.reads.map(readUrl)).toEqual([
      '/bff/v1/site',
      '/bff/v1/auth',
      '/bff/v1/shop/menu',
      '/bff/v1/office/finance/accounts',
      '/bff/v1/office/finance/transactions?page=2&account=gift',
    ]);
    expect(office?.shellReads).toBe(3);
    expect(pageOf('/office/business/statement?period=202609')?.reads.slice(3).map(readUrl)).toEqual([
      '/bff/v1/office/statements/statement?period_id=202609',
    ]);
    expect(pageOf('/shop')?.personal).toBe(false);
  });

  it('reads the shell’s data, then the page’s, as the page’s hooks ask for them', () => {
    expect(pageOf('/shop')?.reads.map(readUrl)).toEqual(['/bff/v1/site', '/bff/v1/auth', '/bff/v1/shop/main']);
    expect(pageOf('/shop/brands/biotrim?page=2&sort=new&zz=1')?.reads.slice(SHELL_READS.length).map(readUrl)).toEqual([
      '/bff/v1/shop/brands/biotrim?page=2&sort=new',
    ]);
    expect(pageOf('/news?tags=3,1')?.reads.slice(SHELL_READS.length).map(readUrl)).toEqual([
      '/bff/v1/pages/news?tags=1%2C3&page=1',
      '/bff/v1/pages/news/years',
    ]);
    // A search without text reads nothing of its own: the page shows the empty form.
    expect(pageOf('/shop/search?q=%20')?.reads).toHaveLength(SHELL_READS.length);
  });

  it('writes the address a correction sends the visitor to from the declared query', () => {
    const brand = pageOf('/shop/brands/biotrim?page=7&sort=new');
    if (!brand) throw new Error('no page');
    expect(correctedHref(brand, { ...brand.address.query, page: 1 })).toBe('/shop/brands/biotrim?sort=new');
  });
});
