/** Spec 1 §3: menu paths come in full and are shortened by stripping these prefixes, longest first. */
const BRANDS_PREFIX = '/shop/brands/';
const SHOP_PREFIX = '/shop/';

/** `/shop/brands/aquamagic` → `aquamagic`, `/shop/household/laundry` → `household/laundry`. */
export const shortPath = (path: string): string => {
  const end = path.endsWith('/') ? path.length - 1 : path.length;
  if (path.startsWith(BRANDS_PREFIX)) return path.slice(BRANDS_PREFIX.length, end);
  if (path.startsWith(SHOP_PREFIX)) return path.slice(SHOP_PREFIX.length, end);
  return path.slice(path.startsWith('/') ? 1 : 0, end);
};

interface Linked {
  path: string;
}

/** A brand, section or subsection with its path shortened; other fields kept. */
export const short = <T extends Linked>(item: T): T => ({ ...item, path: shortPath(item.path) });

/** A section with its own and its subsections' paths shortened. */
export const shortSection = <T extends Linked & { subsections: Linked[] }>(section: T): T => ({
  ...section,
  path: shortPath(section.path),
  subsections: section.subsections.map(short),
});

/** Products carry brands whose path the listing links by: shortened like the menu's. */
export const shortProduct = <T extends { brand: Linked }>(product: T): T => ({
  ...product,
  brand: short(product.brand),
});
