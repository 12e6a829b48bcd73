import type { Stock } from '@gf/contracts/upstream/entities/delivery';
import type { z } from 'zod';
import { notFound } from '../errors.js';
import type { AreaHandlers } from '../handler.js';
import {
  cityById,
  countryById,
  countryOfSite,
  GEO_CITIES,
  GEO_STOCKS,
  GEO_TERRITORIES,
  type GeoStock,
  territoryOf,
} from '../state/geo-data.js';

type GeoIds = 'geoCities' | 'geoTerritories' | 'geoStocks';

/** The contract's Stock of a stock or office. */
export const toStock = (stock: GeoStock): z.input<typeof Stock> => ({
  id: stock.id,
  name: stock.name,
  city: cityById(stock.cityId)?.name ?? '',
  address: stock.address,
  phone: stock.phone,
  times: stock.times,
  coords: { latitude: stock.latitude, longitude: stock.longitude },
});

/** Spec 2 §7 "Other": the lookups of checkout's address step. */
export const geoHandlers: AreaHandlers<GeoIds> = {
  geoCities: ({ query }) => {
    const country = countryById(query.country_id);
    if (!country) throw notFound('Country');
    const typed = query.query.trim().toLowerCase();
    const cities = GEO_CITIES.filter((c) => c.countryCode === country.code && c.name.toLowerCase().includes(typed))
      // Names that start with what was typed come first, as an autocomplete expects.
      .sort(
        (a, b) => Number(!a.name.toLowerCase().startsWith(typed)) - Number(!b.name.toLowerCase().startsWith(typed)),
      );
    return { cities: cities.map((c) => ({ id: c.id, name: c.name, region: c.region, country_id: country.id })) };
  },

  geoTerritories: ({ site }) => {
    const country = countryOfSite(site);
    return {
      territories: GEO_TERRITORIES.filter((t) => t.countryCode === country.code).map((t) => ({
        id: t.id,
        name: t.name,
        country_id: country.id,
      })),
    };
  },

  geoStocks: ({ query }) => {
    const territory = GEO_TERRITORIES.find((t) => t.id === query.territory_id);
    if (!territory) throw notFound('Territory');
    const stocks = GEO_STOCKS.filter((s) => {
      const city = cityById(s.cityId);
      return city !== undefined && territoryOf(city).id === territory.id;
    });
    return { stocks: stocks.map(toStock) };
  },
};
