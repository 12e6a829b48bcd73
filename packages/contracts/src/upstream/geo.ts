import { z } from 'zod';
import { QueryInt } from './common.js';
import { City, Stock, Territory } from './entities/delivery.js';
import { op } from './operation.js';

const tag = 'geo';

/**
 * Spec 2 §7 "Other": city, territory and stock lookups for checkout. The spec writes /territories/
 * and /stocks/ without /greenway/, and the paths keep that. Reply shapes are not shown.
 */
export const geoOperations = {
  geoCities: op({
    method: 'get',
    path: '/greenway/cities/',
    tag,
    spec: '2 §7',
    auth: 'none',
    assumed: true,
    summary: 'Cities of a country matching a typed query',
    query: z.object({ query: z.string().min(1), country_id: QueryInt }),
    reply: z.object({ cities: z.array(City) }),
  }),
  geoTerritories: op({
    method: 'get',
    path: '/territories/',
    tag,
    spec: '2 §7',
    auth: 'none',
    assumed: true,
    summary: 'Territories (regions) of the site country',
    reply: z.object({ territories: z.array(Territory) }),
  }),
  geoStocks: op({
    method: 'get',
    path: '/stocks/',
    tag,
    spec: '2 §7',
    auth: 'none',
    assumed: true,
    summary: 'Stocks that hand out orders in a territory',
    query: z.object({ territory_id: QueryInt }),
    reply: z.object({ stocks: z.array(Stock) }),
  }),
} as const;
