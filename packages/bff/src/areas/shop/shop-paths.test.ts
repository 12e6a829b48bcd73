import { describe, expect, it } from 'vitest';
import { shortPath } from './shop-paths.js';

describe('shortPath (spec 1 §3: menu paths come in full)', () => {
  it.each([
    ['/shop/brands/aquamagic', 'aquamagic'],
    ['/shop/brands/aquamagic/', 'aquamagic'],
    ['/shop/household/laundry', 'household/laundry'],
    ['/shop/household/laundry/', 'household/laundry'],
    ['/shop/', ''],
    ['/shop/brands/', ''],
    ['/promo/spring/', 'promo/spring'],
    ['promo', 'promo'],
    ['/', ''],
    ['', ''],
  ])('%s → %s', (path, short) => {
    expect(shortPath(path)).toBe(short);
  });
});
