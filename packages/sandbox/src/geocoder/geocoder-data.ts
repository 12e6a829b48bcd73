import type { GeocoderSuggestion } from '@gf/contracts/geocoder/geocoder';

/**
 * The addresses the stand-in geocoder knows: real streets of cities the sandbox delivers to
 * (geo-data.ts), with their coordinates, so suggestions land where a courier would go.
 */
export const GEOCODER_ADDRESSES: readonly (GeocoderSuggestion & { country: string })[] = [
  ['AZ', 'Baku', 'Nizami street', '10', 'AZ1000', 40.3722, 49.8431],
  ['AZ', 'Baku', 'Nizami street', '64', 'AZ1000', 40.3771, 49.8483],
  ['AZ', 'Baku', 'Neftchilar avenue', '153', 'AZ1010', 40.3676, 49.8407],
  ['AZ', 'Baku', 'Heydar Aliyev avenue', '152', 'AZ1029', 40.4138, 49.9485],
  ['AZ', 'Baku', 'Fuzuli street', '49', 'AZ1014', 40.3797, 49.8569],
  ['AZ', 'Ganja', 'Javad Khan street', '5', 'AZ2000', 40.6828, 46.3606],
  ['AZ', 'Sumqayit', 'Sulh street', '12', 'AZ5000', 40.5897, 49.6686],
  ['IL', 'Tel Aviv', 'Dizengoff Street', '50', '6433222', 32.0775, 34.7748],
  ['IL', 'Tel Aviv', 'Rothschild Boulevard', '22', '6688218', 32.0636, 34.7722],
  ['IL', 'Jerusalem', 'Jaffa Road', '97', '9434101', 31.7855, 35.2137],
  ['RU', 'Moscow', 'Tverskaya street', '7', '125009', 55.7577, 37.6126],
  ['RU', 'Moscow', 'Arbat street', '25', '119002', 55.7495, 37.5907],
  ['RU', 'Saint Petersburg', 'Nevsky prospekt', '28', '191186', 59.9356, 30.3259],
].map(([country, city, street, house, post_index, lat, lon]) => ({
  country: String(country),
  city: String(city),
  street: String(street),
  house: String(house),
  post_index: String(post_index),
  lat: Number(lat),
  lon: Number(lon),
  label: `${street} ${house}, ${city}`,
}));
