/**
 * The company API's view of each site: its currency and how many roubles one unit is worth, so
 * every site's prices come from one price list. Codes are the gateway's site codes (Content-Location).
 */
const SITE_CURRENCIES: Record<string, { currency: string; rublesPerUnit: number }> = {
  ru: { currency: 'RUB', rublesPerUnit: 1 },
  us: { currency: 'USD', rublesPerUnit: 90 },
  eu: { currency: 'EUR', rublesPerUnit: 98 },
  it: { currency: 'EUR', rublesPerUnit: 98 },
  tr: { currency: 'TRY', rublesPerUnit: 2.6 },
  ua: { currency: 'UAH', rublesPerUnit: 2.2 },
  il: { currency: 'ILS', rublesPerUnit: 24 },
  by: { currency: 'BYN', rublesPerUnit: 27.5 },
  az: { currency: 'AZN', rublesPerUnit: 53 },
  vn: { currency: 'VND', rublesPerUnit: 0.0036 },
  kz: { currency: 'KZT', rublesPerUnit: 0.18 },
  uz: { currency: 'UZS', rublesPerUnit: 0.0072 },
  kg: { currency: 'KGS', rublesPerUnit: 1.03 },
  am: { currency: 'AMD', rublesPerUnit: 0.23 },
  mn: { currency: 'MNT', rublesPerUnit: 0.026 },
  ge: { currency: 'GEL', rublesPerUnit: 33 },
  rs: { currency: 'RSD', rublesPerUnit: 0.84 },
  md: { currency: 'MDL', rublesPerUnit: 5.1 },
  ma: { currency: 'MAD', rublesPerUnit: 9 },
  eg: { currency: 'EGP', rublesPerUnit: 1.85 },
  al: { currency: 'ALL', rublesPerUnit: 0.98 },
  th: { currency: 'THB', rublesPerUnit: 2.6 },
  mx: { currency: 'MXN', rublesPerUnit: 5.2 },
  tj: { currency: 'TJS', rublesPerUnit: 8.3 },
  ar: { currency: 'ARS', rublesPerUnit: 0.1 },
  pe: { currency: 'PEN', rublesPerUnit: 24 },
  my: { currency: 'MYR', rublesPerUnit: 20 },
  sg: { currency: 'SGD', rublesPerUnit: 67 },
  co: { currency: 'COP', rublesPerUnit: 0.022 },
  rc: { currency: 'RUB', rublesPerUnit: 1 },
  company: { currency: 'RUB', rublesPerUnit: 1 },
};

export interface SiteCurrency {
  currency: string;
  rublesPerUnit: number;
}

/** Unknown sites price like the default site (RU). */
export const currencyOf = (site: string): SiteCurrency => SITE_CURRENCIES[site] ?? (SITE_CURRENCIES.ru as SiteCurrency);

/** Roubles per unit of a currency code some site prices in; undefined for any other code. */
export const rublesPerCurrency = (currency: string): number | undefined =>
  Object.values(SITE_CURRENCIES).find((c) => c.currency === currency.toUpperCase())?.rublesPerUnit;

/** A rouble amount in the site's currency, rounded to two decimals (spec 1 §9). */
export const convert = (rubles: number, site: string): number =>
  Math.round((rubles / currencyOf(site).rublesPerUnit) * 100) / 100;
