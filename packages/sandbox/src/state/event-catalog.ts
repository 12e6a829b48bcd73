import type { EventSummary } from '@gf/contracts/upstream/entities/event';
import type { z } from 'zod';
import { convert, currencyOf } from './currencies.js';

/** A hall with a seat scheme (rows × seats) or a number of places sold without seats. */
export type EventVenue = { kind: 'scheme'; rows: number; seatsPerRow: number } | { kind: 'places'; capacity: number };

export interface EventPackageSeed {
  id: number;
  name: string;
  description: string;
  priceRub: number;
  /** A package with a limit: its places, and how many other (unseeded) applicants already hold one. */
  places?: { total: number; taken: number };
}

/** One company event; prices are in roubles and converted per site like the price list. */
export interface SandboxEvent {
  id: number;
  path: string;
  name: string;
  kind: 'forum' | 'leadership-school' | 'cruise';
  dateFrom: string;
  dateTo: string;
  country: string;
  city: string;
  address: string;
  priceRub: number;
  venue: EventVenue;
  /** Leadership schools and the cruise take applications with documents (spec 2 §3 Event application). */
  packages: EventPackageSeed[] | null;
  /** Outside the participant's home country: the international passport and visa steps apply. */
  abroad: boolean;
  /** The printed ticket's layout (GET /greenway/ticket/layout/{id}/). */
  layoutId: number;
}

const FORUM_TEXT =
  '<p>Two days of product launches, training by top leaders and the awards ceremony of the season.</p>';

/** Limits on some packages (by package id): a full one shows packages-limit-reached. */
const withPlaces = (
  packages: EventPackageSeed[],
  places: Record<number, { total: number; taken: number }>,
): EventPackageSeed[] =>
  packages.map((p) => {
    const limit = places[p.id];
    return limit ? { ...p, places: limit } : p;
  });

const schoolPackages = (base: number): EventPackageSeed[] => [
  { id: base + 1, name: 'Training only', description: 'Classes, materials and lunches', priceRub: 0 },
  {
    id: base + 2,
    name: 'Hotel, single room',
    description: 'Accommodation for all nights of the school',
    priceRub: 24000,
  },
  {
    id: base + 3,
    name: 'Hotel, shared room',
    description: 'Accommodation shared with another participant',
    priceRub: 14000,
  },
  { id: base + 4, name: 'Transfer', description: 'Airport transfer both ways', priceRub: 3500 },
];

/** Seeded events from 2025 to 2027 in several cities (forums, leadership schools, a cruise). */
export const EVENTS: readonly SandboxEvent[] = [
  {
    id: 101,
    path: 'forum-moscow-2025',
    name: 'Greenway Spring Forum 2025',
    kind: 'forum',
    dateFrom: '2025-03-14',
    dateTo: '2025-03-16',
    country: 'RU',
    city: 'Moscow',
    address: 'Crocus Expo, Mezhdunarodnaya st. 16',
    priceRub: 4900,
    venue: { kind: 'scheme', rows: 14, seatsPerRow: 24 },
    packages: null,
    abroad: false,
    layoutId: 1,
  },
  {
    id: 102,
    path: 'leadership-school-sochi-2025',
    name: 'Leadership School Sochi 2025',
    kind: 'leadership-school',
    dateFrom: '2025-06-10',
    dateTo: '2025-06-14',
    country: 'RU',
    city: 'Sochi',
    address: 'Radisson Collection, Kurortny ave. 103',
    priceRub: 29000,
    venue: { kind: 'places', capacity: 180 },
    packages: schoolPackages(1020),
    abroad: false,
    layoutId: 1,
  },
  {
    id: 103,
    path: 'forum-almaty-2025',
    name: 'Greenway Forum Almaty 2025',
    kind: 'forum',
    dateFrom: '2025-10-03',
    dateTo: '2025-10-04',
    country: 'KZ',
    city: 'Almaty',
    address: 'Palace of the Republic, Dostyk ave. 56',
    priceRub: 3900,
    venue: { kind: 'scheme', rows: 10, seatsPerRow: 20 },
    packages: null,
    abroad: false,
    layoutId: 1,
  },
  {
    id: 104,
    path: 'forum-minsk-2026',
    name: 'Greenway Forum Minsk 2026',
    kind: 'forum',
    dateFrom: '2026-09-19',
    dateTo: '2026-09-20',
    country: 'BY',
    city: 'Minsk',
    address: 'Prime Hall, Pobediteley ave. 65',
    priceRub: 3500,
    venue: { kind: 'scheme', rows: 10, seatsPerRow: 18 },
    packages: null,
    abroad: false,
    layoutId: 1,
  },
  {
    id: 105,
    path: 'new-year-forum-kazan-2026',
    name: 'New Year Forum Kazan 2026',
    kind: 'forum',
    dateFrom: '2026-12-12',
    dateTo: '2026-12-13',
    country: 'RU',
    city: 'Kazan',
    address: 'Kazan Expo, Vystavochnaya st. 1',
    priceRub: 3500,
    venue: { kind: 'scheme', rows: 12, seatsPerRow: 22 },
    packages: null,
    abroad: false,
    layoutId: 1,
  },
  {
    id: 106,
    path: 'leadership-school-dubai-2027',
    name: 'Leadership School Dubai 2027',
    kind: 'leadership-school',
    dateFrom: '2027-02-08',
    dateTo: '2027-02-12',
    country: 'AE',
    city: 'Dubai',
    address: 'Jumeirah Beach Hotel, Jumeirah st.',
    priceRub: 89000,
    venue: { kind: 'places', capacity: 120 },
    packages: schoolPackages(1060),
    abroad: true,
    layoutId: 1,
  },
  {
    id: 107,
    path: 'forum-moscow-2027',
    name: 'Greenway Spring Forum 2027',
    kind: 'forum',
    dateFrom: '2027-03-19',
    dateTo: '2027-03-21',
    country: 'RU',
    city: 'Moscow',
    address: 'Crocus Expo, Mezhdunarodnaya st. 16',
    priceRub: 5200,
    venue: { kind: 'scheme', rows: 16, seatsPerRow: 28 },
    packages: null,
    abroad: false,
    layoutId: 1,
  },
  {
    id: 108,
    path: 'forum-tashkent-2027',
    name: 'Greenway Forum Tashkent 2027',
    kind: 'forum',
    dateFrom: '2027-04-17',
    dateTo: '2027-04-18',
    country: 'UZ',
    city: 'Tashkent',
    address: 'Uzexpocentre, Amir Temur st. 107',
    priceRub: 2900,
    venue: { kind: 'scheme', rows: 10, seatsPerRow: 18 },
    packages: null,
    abroad: false,
    layoutId: 1,
  },
  {
    id: 109,
    path: 'forum-milan-2027',
    name: 'Greenway Europe Forum Milan 2027',
    kind: 'forum',
    dateFrom: '2027-05-22',
    dateTo: '2027-05-23',
    country: 'IT',
    city: 'Milan',
    address: 'MiCo, Viale Eginardo 2',
    priceRub: 9500,
    venue: { kind: 'scheme', rows: 8, seatsPerRow: 16 },
    packages: null,
    abroad: false,
    layoutId: 1,
  },
  {
    id: 110,
    path: 'green-cruise-2027',
    name: 'Green Cruise 2027: Istanbul, Athens, Rome',
    kind: 'cruise',
    dateFrom: '2027-07-04',
    dateTo: '2027-07-11',
    country: 'TR',
    city: 'Istanbul',
    address: 'Galataport cruise terminal, Kilic Ali Pasa',
    priceRub: 185000,
    venue: { kind: 'places', capacity: 300 },
    packages: [
      { id: 1101, name: 'Inside cabin', description: 'Two berths, no window', priceRub: 0 },
      { id: 1102, name: 'Ocean view cabin', description: 'Two berths with a window', priceRub: 38000 },
      {
        id: 1103,
        name: 'Balcony cabin',
        description: 'Two berths with a private balcony',
        priceRub: 74000,
        places: { total: 12, taken: 9 },
      },
      { id: 1104, name: 'Excursions', description: 'Guided tours in Athens and Rome', priceRub: 21000 },
    ],
    abroad: true,
    layoutId: 2,
  },
  {
    id: 111,
    path: 'leadership-school-altai-2027',
    name: 'Leadership School Altai 2027',
    kind: 'leadership-school',
    dateFrom: '2027-08-16',
    dateTo: '2027-08-20',
    country: 'RU',
    city: 'Gorno-Altaysk',
    address: 'Altai Resort, Katun river',
    priceRub: 34000,
    venue: { kind: 'places', capacity: 150 },
    // The shared rooms are all taken; the single rooms are running out.
    packages: withPlaces(schoolPackages(1110), { 1112: { total: 20, taken: 14 }, 1113: { total: 24, taken: 24 } }),
    abroad: false,
    layoutId: 1,
  },
  {
    // The big hall (issue 21: "a 2,000-seat map stays smooth on a phone"): 40 rows of 52 seats.
    id: 112,
    path: 'arena-gala-saint-petersburg-2027',
    name: 'Greenway Arena Gala 2027',
    kind: 'forum',
    dateFrom: '2027-09-24',
    dateTo: '2027-09-25',
    country: 'RU',
    city: 'Saint Petersburg',
    address: 'SKA Arena, Petrovsky pr. 2',
    priceRub: 3900,
    venue: { kind: 'scheme', rows: 40, seatsPerRow: 52 },
    packages: null,
    abroad: false,
    layoutId: 1,
  },
];

export const eventById = (id: number): SandboxEvent | undefined => EVENTS.find((e) => e.id === id);

export const EVENT_DESCRIPTIONS: Record<SandboxEvent['kind'], string> = {
  forum: FORUM_TEXT,
  'leadership-school': '<p>Five days of leadership training for partners from the Leader rank, with team coaching.</p>',
  cruise: '<p>A week at sea for the best partners of the year: training on board and excursions ashore.</p>',
};

/** The contract's EventSummary for one site, with seats counted by the ticket store. */
export const toEventSummary = (
  event: SandboxEvent,
  site: string,
  seats: { total: number; left: number },
  today: string,
): z.input<typeof EventSummary> => ({
  id: event.id,
  path: event.path,
  name: event.name,
  date_from: event.dateFrom,
  date_to: event.dateTo,
  country: event.country,
  city: event.city,
  image: `/media/events/${event.path}.jpg`,
  price: convert(event.priceRub, site),
  currency_code: currencyOf(site).currency,
  seats_total: seats.total,
  seats_left: seats.left,
  has_scheme: event.venue.kind === 'scheme',
  registration_open: event.dateFrom > today && seats.left > 0,
});
