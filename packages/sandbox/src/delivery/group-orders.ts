import type { GroupOrder } from '@gf/contracts/upstream/entities/delivery';
import type { z } from 'zod';
import { deliveryMethodById } from '../state/delivery-methods.js';
import { cityById, GEO_STOCKS } from '../state/geo-data.js';
import type { SandboxState } from '../state/sandbox-state.js';
import { users } from '../state/users.js';

const DAY_MS = 86_400_000;

/**
 * Open group orders a buyer can join (`group` delivery): two per stock of the countries that have
 * them, led by partners of the demo team, closing a few days from today.
 */
export const groupOrders = (state: SandboxState, countryCode: string): z.input<typeof GroupOrder>[] => {
  const group = deliveryMethodById(2)!;
  if (!group.countries.includes(countryCode)) return [];
  const today = Math.floor(state.now() / DAY_MS) * DAY_MS;
  return GEO_STOCKS.filter((s) => s.kind === 'stock' && cityById(s.cityId)?.countryCode === countryCode).flatMap(
    (stock) =>
      [1, 2].map((n) => ({
        number: `GO-${stock.id}${String(n).padStart(2, '0')}`,
        leader_name: users(state).get(100 + stock.id * 3 + n)?.name ?? 'Team leader',
        stock_id: stock.id,
        address: stock.address,
        closes_at: new Date(today + (2 + n * 3) * DAY_MS + 18 * 3_600_000).toISOString(),
      })),
  );
};
