/**
 * Countries, cities, territories and stocks the checkout reads (spec 2 §7 "Other", spec 1 §3
 * delivery list). The ids are the sandbox's own: `country_id` of registration, geo and delivery
 * calls means an id of GEO_COUNTRIES.
 */
export interface GeoCountry {
  id: number;
  code: string;
  name: string;
  site: string;
}

export interface GeoCity {
  id: number;
  name: string;
  region: string;
  countryCode: string;
  latitude: number;
  longitude: number;
}

export interface GeoTerritory {
  id: number;
  name: string;
  countryCode: string;
}

/** A place where orders are handed out: a stock, or a company office that also hands out. */
export interface GeoStock {
  id: number;
  kind: 'stock' | 'office';
  name: string;
  cityId: number;
  address: string;
  phone: string;
  times: string;
  latitude: number;
  longitude: number;
}

export const GEO_COUNTRIES: readonly GeoCountry[] = [
  { id: 1, code: 'RU', name: 'Russia', site: 'ru' },
  { id: 2, code: 'KZ', name: 'Kazakhstan', site: 'kz' },
  { id: 3, code: 'US', name: 'United States', site: 'us' },
  { id: 4, code: 'IT', name: 'Italy', site: 'it' },
  { id: 5, code: 'IL', name: 'Israel', site: 'il' },
  { id: 6, code: 'AZ', name: 'Azerbaijan', site: 'az' },
  { id: 7, code: 'MY', name: 'Malaysia', site: 'my' },
  { id: 8, code: 'BY', name: 'Belarus', site: 'by' },
  { id: 9, code: 'UA', name: 'Ukraine', site: 'ua' },
  { id: 10, code: 'UZ', name: 'Uzbekistan', site: 'uz' },
  { id: 11, code: 'KG', name: 'Kyrgyzstan', site: 'kg' },
  { id: 12, code: 'AM', name: 'Armenia', site: 'am' },
  { id: 13, code: 'GE', name: 'Georgia', site: 'ge' },
  { id: 14, code: 'TR', name: 'Turkey', site: 'tr' },
  { id: 15, code: 'DE', name: 'Germany', site: 'eu' },
  { id: 16, code: 'AB', name: 'Abkhazia', site: 'ru' },
];

// [id, name, region, country, latitude, longitude]
const CITY_ROWS: [number, string, string, string, number, number][] = [
  [101, 'Moscow', 'Moscow', 'RU', 55.7558, 37.6173],
  [102, 'Saint Petersburg', 'Saint Petersburg', 'RU', 59.9343, 30.3351],
  [103, 'Novosibirsk', 'Novosibirsk Oblast', 'RU', 55.0084, 82.9357],
  [104, 'Yekaterinburg', 'Sverdlovsk Oblast', 'RU', 56.8389, 60.6057],
  [105, 'Kazan', 'Tatarstan', 'RU', 55.7963, 49.1088],
  [106, 'Krasnodar', 'Krasnodar Krai', 'RU', 45.0355, 38.9753],
  [107, 'Vladivostok', 'Primorsky Krai', 'RU', 43.1155, 131.8855],
  [108, 'Podolsk', 'Moscow Oblast', 'RU', 55.4312, 37.5447],
  [201, 'Almaty', 'Almaty', 'KZ', 43.2389, 76.8897],
  [202, 'Astana', 'Astana', 'KZ', 51.1605, 71.4704],
  [203, 'Shymkent', 'Shymkent', 'KZ', 42.3417, 69.5901],
  [204, 'Karaganda', 'Karaganda Region', 'KZ', 49.8047, 73.1094],
  [301, 'New York', 'New York', 'US', 40.7128, -74.006],
  [302, 'Los Angeles', 'California', 'US', 34.0522, -118.2437],
  [303, 'Chicago', 'Illinois', 'US', 41.8781, -87.6298],
  [304, 'Miami', 'Florida', 'US', 25.7617, -80.1918],
  [401, 'Rome', 'Lazio', 'IT', 41.9028, 12.4964],
  [402, 'Milan', 'Lombardy', 'IT', 45.4642, 9.19],
  [403, 'Naples', 'Campania', 'IT', 40.8518, 14.2681],
  [404, 'Turin', 'Piedmont', 'IT', 45.0703, 7.6869],
  [501, 'Tel Aviv', 'Tel Aviv District', 'IL', 32.0853, 34.7818],
  [502, 'Jerusalem', 'Jerusalem District', 'IL', 31.7683, 35.2137],
  [503, 'Haifa', 'Haifa District', 'IL', 32.794, 34.9896],
  [601, 'Baku', 'Baku', 'AZ', 40.4093, 49.8671],
  [602, 'Ganja', 'Ganja-Dashkasan', 'AZ', 40.6828, 46.3606],
  [603, 'Sumqayit', 'Absheron', 'AZ', 40.5897, 49.6686],
  [701, 'Kuala Lumpur', 'Kuala Lumpur', 'MY', 3.139, 101.6869],
  [702, 'George Town', 'Penang', 'MY', 5.4141, 100.3288],
  [703, 'Johor Bahru', 'Johor', 'MY', 1.4927, 103.7414],
  [801, 'Minsk', 'Minsk', 'BY', 53.9045, 27.5615],
  [802, 'Gomel', 'Gomel Region', 'BY', 52.4412, 30.9878],
];

export const GEO_CITIES: readonly GeoCity[] = CITY_ROWS.map(([id, name, region, countryCode, latitude, longitude]) => ({
  id,
  name,
  region,
  countryCode,
  latitude,
  longitude,
}));

/** One territory per region, numbered in city order. */
export const GEO_TERRITORIES: readonly GeoTerritory[] = GEO_CITIES.reduce<GeoTerritory[]>((list, city) => {
  if (!list.some((t) => t.name === city.region && t.countryCode === city.countryCode)) {
    list.push({ id: 1000 + list.length + 1, name: city.region, countryCode: city.countryCode });
  }
  return list;
}, []);

const WEEKDAYS = 'Mo-Fr 9-20;Sa 10-18';
const OFFICE_HOURS = 'Mo-Fr 10-19';

// [id, kind, name, city id, address, phone, latitude, longitude]
const STOCK_ROWS: [number, GeoStock['kind'], string, number, string, string, number, number][] = [
  [1, 'stock', 'Moscow central stock', 101, 'Kirovogradskaya 9, bld. 4', '+74951234501', 55.6132, 37.6069],
  [2, 'office', 'Moscow office', 101, 'Presnenskaya emb. 12, floor 20', '+74951234502', 55.7496, 37.5377],
  [3, 'stock', 'Saint Petersburg stock', 102, 'Sofiyskaya 14', '+78121234503', 59.8635, 30.4143],
  [4, 'stock', 'Novosibirsk stock', 103, 'Stantsionnaya 30a', '+73831234504', 55.0111, 82.8424],
  [5, 'stock', 'Yekaterinburg stock', 104, 'Bazovy per. 47', '+73431234505', 56.7818, 60.6091],
  [6, 'stock', 'Kazan stock', 105, 'Tikhoretskaya 5', '+78431234506', 55.7565, 49.1468],
  [7, 'stock', 'Krasnodar stock', 106, 'Uralskaya 98', '+78611234507', 45.0381, 39.0569],
  [8, 'stock', 'Almaty stock', 201, 'Ryskulov ave. 103', '+77272345608', 43.2733, 76.9081],
  [9, 'office', 'Astana office', 202, 'Kabanbay Batyr ave. 11', '+77172345609', 51.1277, 71.4306],
  [10, 'stock', 'New Jersey fulfilment centre', 301, '500 Meadow Rd, Edison, NJ', '+17325550110', 40.5187, -74.3562],
  [11, 'stock', 'Los Angeles fulfilment centre', 302, '2400 E 25th St, Vernon, CA', '+13235550111', 34.0093, -118.2214],
  [12, 'stock', 'Milan stock', 402, 'Via Mecenate 76', '+390212345612', 45.4478, 9.2446],
  [13, 'office', 'Rome office', 401, 'Via Tiburtina 1020', '+390612345613', 41.9232, 12.5886],
  [14, 'stock', 'Tel Aviv stock', 501, 'HaMasger St 35', '+972312345614', 32.0647, 34.7902],
  [15, 'stock', 'Baku stock', 601, 'Heydar Aliyev ave. 152', '+994121234515', 40.4138, 49.9485],
  [16, 'stock', 'Kuala Lumpur stock', 701, 'Jalan Klang Lama 45', '+60312345616', 3.1025, 101.6794],
  [17, 'stock', 'Minsk stock', 801, 'Promyshlennaya 20', '+375172345617', 53.8793, 27.6362],
];

export const GEO_STOCKS: readonly GeoStock[] = STOCK_ROWS.map(
  ([id, kind, name, cityId, address, phone, latitude, longitude]) => ({
    id,
    kind,
    name,
    cityId,
    address,
    phone,
    times: kind === 'office' ? OFFICE_HOURS : WEEKDAYS,
    latitude,
    longitude,
  }),
);

export const countryById = (id: number): GeoCountry | undefined => GEO_COUNTRIES.find((c) => c.id === id);
export const countryByCode = (code: string): GeoCountry | undefined =>
  GEO_COUNTRIES.find((c) => c.code === code.toUpperCase());
export const cityById = (id: number): GeoCity | undefined => GEO_CITIES.find((c) => c.id === id);
export const stockById = (id: number): GeoStock | undefined => GEO_STOCKS.find((s) => s.id === id);

/** The country a site serves; sites without a city list (e.g. `eu`) fall back to their first country. */
export const countryOfSite = (site: string): GeoCountry =>
  GEO_COUNTRIES.find((c) => c.site === site) ?? (GEO_COUNTRIES[0] as GeoCountry);

export const territoryOf = (city: GeoCity): GeoTerritory =>
  GEO_TERRITORIES.find((t) => t.name === city.region && t.countryCode === city.countryCode) as GeoTerritory;

/** Great-circle distance in km. */
export const distanceKm = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) => {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};

/** Stocks of a city's country, nearest first, with their distance. */
export const stocksNear = (city: GeoCity): { stock: GeoStock; km: number }[] =>
  GEO_STOCKS.filter((s) => cityById(s.cityId)?.countryCode === city.countryCode)
    .map((stock) => ({ stock, km: distanceKm(city, stock) }))
    .sort((a, b) => a.km - b.km);
