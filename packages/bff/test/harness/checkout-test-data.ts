import type { Sandbox } from '@gf/sandbox/app';
import { type CatalogProduct, catalog } from '@gf/sandbox/state/catalog';

/** Test data of the money path: catalog items by kind, cart lines, and deliveries that pass the rules. */
export const testCatalog = (sandbox: Sandbox) => {
  const products = catalog(sandbox.state()).products;
  const plain = products.filter(
    (p) => p.type === 0 && !p.onlyInCart && p.inStock && p.maxPerOrder === null && p.unavailableIn.length === 0,
  );
  const find = (test: (p: CatalogProduct) => boolean, what: string) => {
    const found = products.find(test);
    if (!found) throw new Error(`no ${what} in the sandbox catalog`);
    return found;
  };
  return {
    plain,
    kit: find((p) => p.onlyInCart, 'only-in-cart kit'),
    service: find((p) => p.type === 1 && p.limit === 2, 'service with limit 2'),
    audio: find((p) => p.type === 3, 'audio'),
    soldOut: find((p) => p.type === 0 && !p.inStock && !p.onlyInCart && p.maxPerOrder === null, 'sold-out product'),
  };
};

export const line = (p: CatalogProduct, quantity: number) => ({
  id: p.id,
  quantity,
  type: p.type,
  limit: p.limit,
  only_in_cart: p.onlyInCart,
});

export const cartOf = (...products: ReturnType<typeof line>[]) => ({ products, gifts: [], free: [], choices: [] });

export const courierMoscow = {
  delivery_type: 'delivery-courier' as const,
  country: 'RU',
  city_id: 101,
  city: 'Moscow',
  recipient: { first_name: 'Anna', last_name: 'Partnerova', patronymic: 'Ivanovna' },
  phone: '+7 916 123-45-67',
  street: 'Tverskaya',
  house: '7',
  flat: '15',
  post_index: '125009',
};
