import type { PickupPoint } from '@gf/contracts/upstream/entities/delivery';
import type { z } from 'zod';
import type { DeliveryMethod } from '../state/delivery-methods.js';
import { countryByCode, type GeoCity } from '../state/geo-data.js';
import type { SandboxState } from '../state/sandbox-state.js';

const STREETS: Record<string, string[]> = {
  RU: ['Lenina', 'Mira ave.', 'Sadovaya', 'Profsoyuznaya', 'Novaya', 'Sovetskaya'],
  KZ: ['Abay ave.', 'Dostyk ave.', 'Satpayev', 'Tole Bi'],
  US: ['Main St', 'Broadway', 'Oak Ave', 'Park Ave', 'Elm St'],
  IT: ['Via Roma', 'Corso Italia', 'Via Garibaldi', 'Via Dante'],
  IL: ['Herzl St', 'Ben Yehuda St', 'Dizengoff St', 'Allenby St'],
  AZ: ['Nizami', 'Fuzuli', 'Azadliq ave.', 'Samed Vurgun'],
  MY: ['Jalan Ampang', 'Jalan Bukit Bintang', 'Jalan Tun Razak', 'Jalan Sultan Ismail'],
  BY: ['Nezavisimosti ave.', 'Pobediteley ave.', 'Kalvariyskaya', 'Surganova'],
};

const PHONE_PREFIX: Record<string, string> = {
  RU: '+7800',
  KZ: '+7727',
  US: '+1800',
  IT: '+3906',
  IL: '+9723',
  AZ: '+99412',
  MY: '+603',
  BY: '+37517',
};

const postIndex = (country: string, n: number): string => {
  if (country === 'AZ') return `AZ${1000 + (n % 900)}`;
  if (country === 'IL') return String(6100000 + n * 137).slice(0, 7);
  if (['US', 'IT', 'MY'].includes(country)) return String(10000 + ((n * 7919) % 89999));
  return String(100000 + ((n * 7919) % 899999));
};

/**
 * Spec 1 §3 pickup points of one carrier in one city, generated from the seed for that pair: the
 * same points on every start, scattered around the city centre.
 */
export const pickupPoints = (
  state: SandboxState,
  method: DeliveryMethod,
  city: GeoCity,
): z.input<typeof PickupPoint>[] => {
  const random = state.random(`pickup-${method.id}-${city.id}`);
  const country = city.countryCode;
  const streets = STREETS[country] ?? ['Central St'];
  const count = 3 + random.int(0, 3);
  return Array.from({ length: count }, (_, i) => {
    const postamat = random.chance(0.3);
    const street = random.pick(streets);
    const house = String(random.int(1, 140));
    const flat = postamat ? null : `office ${random.int(1, 20)}`;
    const post = postIndex(country, city.id * 10 + i);
    // US addresses put the house before the street (spec 2 §5 "Address").
    const address = country === 'US' ? `${house} ${street}` : `${street}, ${house}`;
    return {
      code: `${method.pointPrefix ?? 'PVZ'}-${city.id}-${String(i + 1).padStart(3, '0')}`,
      type: postamat ? 'postamat' : 'pvz',
      city: city.name,
      country,
      coords: {
        latitude: Math.round((city.latitude + (random.next() - 0.5) * 0.1) * 1e6) / 1e6,
        longitude: Math.round((city.longitude + (random.next() - 0.5) * 0.14) * 1e6) / 1e6,
      },
      full_address: `${post}, ${countryByCode(country)?.name ?? country}, ${city.name}, ${address}${flat ? `, ${flat}` : ''}`,
      address,
      street,
      house,
      flat,
      post_index: post,
      phone: postamat ? null : `${PHONE_PREFIX[country] ?? '+1'}${String(1000000 + random.int(0, 8999999)).slice(-7)}`,
      times: postamat ? 'Mo-Su 0-24' : 'Mo-Fr 9-20;Sa 10-18',
      limits: postamat
        ? { max_weight: 15, max_length: 60, max_width: 40, max_height: 40 }
        : { max_weight: 30, max_length: 120, max_width: 80, max_height: 80 },
      storage_period: postamat ? 3 : 7,
      delivery_id: method.id,
    };
  });
};
