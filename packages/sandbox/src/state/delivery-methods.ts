import type { DeliveryMethodType } from '@gf/contracts/upstream/entities/delivery';
import type { z } from 'zod';
import { GEO_COUNTRIES, type GeoCity, type GeoStock, stocksNear } from './geo-data.js';

/** One way to get an order (spec 2 §3 "Delivery method types"), priced in roubles. */
export interface DeliveryMethod {
  id: number;
  name: string;
  type: z.infer<typeof DeliveryMethodType>;
  countries: readonly string[];
  baseRub: number;
  /** Pickup services charge for the haul from the nearest stock; the courier for the ride across town. */
  perKmRub: number;
  /** Orders of goods from this amount travel free. */
  freeFromRub: number | null;
  daysMin: number;
  daysMax: number;
  /** Code prefix of the carrier's pickup points. */
  pointPrefix: string | null;
}

const ALL = GEO_COUNTRIES.map((c) => c.code);
/** The courier rides from a stock of the same city or its suburbs only. */
export const COURIER_RADIUS_KM = 60;

const m = (
  id: number,
  name: string,
  type: DeliveryMethod['type'],
  countries: readonly string[],
  baseRub: number,
  perKmRub: number,
  freeFromRub: number | null,
  daysMin: number,
  daysMax: number,
  pointPrefix: string | null,
): DeliveryMethod => ({ id, name, type, countries, baseRub, perKmRub, freeFromRub, daysMin, daysMax, pointPrefix });

export const DELIVERY_METHODS: readonly DeliveryMethod[] = [
  m(1, 'Pick up at a Greenway stock', 'stock', ALL, 0, 0, null, 0, 1, null),
  m(2, 'Join a group order', 'group', ['RU', 'KZ', 'BY'], 0, 0, null, 2, 4, null),
  m(10, 'Greenway courier', 'delivery-courier', ALL, 350, 15, 15000, 1, 2, null),
  m(20, 'CDEK pickup point', 'delivery-pickup', ['RU', 'KZ', 'BY'], 190, 0.1, 7000, 2, 5, 'CDEK'),
  m(21, 'Boxberry pickup point', 'delivery-pickup', ['RU'], 170, 0.12, 7000, 3, 6, 'BXB'),
  m(22, 'Kazpost office', 'delivery-pickup', ['KZ'], 150, 0.1, 7000, 3, 7, 'KZP'),
  m(23, 'UPS Access Point', 'delivery-pickup', ['US'], 700, 0.05, 9000, 2, 5, 'UPS'),
  m(24, 'Poste Italiane Punto Poste', 'delivery-pickup', ['IT'], 400, 0.1, 8000, 2, 4, 'PIT'),
  m(25, 'Israel Post pickup', 'delivery-pickup', ['IL'], 300, 0.1, 8000, 2, 4, 'ILP'),
  m(26, 'Azerpost office', 'delivery-pickup', ['AZ'], 200, 0.1, 6000, 2, 4, 'AZP'),
  m(27, 'Pos Laju pickup', 'delivery-pickup', ['MY'], 250, 0.1, 6000, 2, 5, 'PLJ'),
];

export const deliveryMethodById = (id: number): DeliveryMethod | undefined => DELIVERY_METHODS.find((d) => d.id === id);

/** The stock that serves a city: the nearest one of its country. */
export const servingStock = (city: GeoCity): { stock: GeoStock; km: number } | undefined => stocksNear(city)[0];

/** Whether a method reaches a city: couriers only near a stock, stocks and carriers country-wide. */
export const methodServes = (method: DeliveryMethod, city: GeoCity): boolean => {
  if (!method.countries.includes(city.countryCode)) return false;
  const serving = servingStock(city);
  if (!serving) return false;
  return method.type !== 'delivery-courier' || serving.km <= COURIER_RADIUS_KM;
};

export const methodsFor = (city: GeoCity): DeliveryMethod[] => DELIVERY_METHODS.filter((d) => methodServes(d, city));

/** Cost in roubles of delivering goods worth `goodsRub` to a city; 10 km of the ride are included. */
export const deliveryCostRub = (method: DeliveryMethod, city: GeoCity, goodsRub: number): number => {
  if (method.freeFromRub !== null && goodsRub >= method.freeFromRub) return 0;
  const km = Math.max(0, (servingStock(city)?.km ?? 0) - 10);
  return Math.round((method.baseRub + km * method.perKmRub) / 10) * 10;
};

/** Transit days grow with the haul: a day per 1,000 km. */
export const deliveryDays = (method: DeliveryMethod, city: GeoCity): [number, number] => {
  const extra = Math.floor((servingStock(city)?.km ?? 0) / 1000);
  return method.type === 'delivery-pickup'
    ? [method.daysMin + extra, method.daysMax + extra]
    : [method.daysMin, method.daysMax];
};
