import { TICKET_STATUS } from '@gf/contracts/rules/ticket-rules';
import type {
  EcoAchievements,
  EcoStat,
  OfficeAchievement,
  OfficeAudioTrack,
  OfficePromo,
} from '@gf/contracts/upstream/entities/materials';
import type { z } from 'zod';
import { localized } from '../localized.js';
import { catalog } from '../state/catalog.js';
import { eventById } from '../state/event-catalog.js';
import { type OrderStatus, orders } from '../state/orders.js';
import type { SandboxState } from '../state/sandbox-state.js';
import { type SandboxUser, users } from '../state/users.js';
import { tickets } from '../tickets/ticket-store.js';
import {
  ACHIEVEMENTS_HE,
  AUDIO_AUTHORS_HE,
  AUDIO_TITLES_HE,
  ECO_PROJECTS_HE,
  PROMOS_HE,
} from './office-materials-he.js';
import {
  ACHIEVEMENTS_RU,
  AUDIO_AUTHORS_RU,
  AUDIO_TITLES_RU,
  ECO_PROJECTS_RU,
  ecoStatIn,
  PROMOS_RU,
} from './office-materials-ru.js';

/** Per unit of concentrate bought instead of ready-made household chemicals (company figures). */
const PLASTIC_KG_PER_UNIT = 0.35;
const WATER_LITRES_PER_UNIT = 12;
/** The company plants a tree for every 5,000 roubles of orders. */
const ROUBLES_PER_TREE = 5000;

const boughtOrders = (state: SandboxState, userId: number) =>
  orders(state)
    .of(userId)
    .filter((o) => o.status !== 'cancelled');

/** The user's own eco figures, from what they bought (GET eco-achievements-stats), in the request's language. */
export const ecoStats = (state: SandboxState, userId: number, language: string): z.input<typeof EcoStat>[] => {
  const bought = boughtOrders(state, userId);
  const units = bought.flatMap((o) => o.lines).reduce((sum, l) => sum + (l.type === 0 ? l.quantity : 0), 0);
  const spent = bought.reduce((sum, o) => sum + o.total, 0);
  const stats: z.input<typeof EcoStat>[] = [
    {
      name: 'plastic',
      title: 'Plastic not thrown away',
      value: Math.round(units * PLASTIC_KG_PER_UNIT * 10) / 10,
      unit: 'kg',
    },
    { name: 'water', title: 'Water kept clean', value: units * WATER_LITRES_PER_UNIT, unit: 'l' },
    { name: 'trees', title: 'Trees planted for your orders', value: Math.floor(spent / ROUBLES_PER_TREE), unit: 'pcs' },
  ];
  return stats.map((stat) => ecoStatIn(stat, language));
};

const descendants = (state: SandboxState, userId: number): SandboxUser[] =>
  users(state)
    .children(userId)
    .flatMap((child) => [child, ...descendants(state, child.id)]);

/** Achievements earned from the user's own history; the others are shown as not yet received. */
export const achievementsOf = (
  state: SandboxState,
  user: SandboxUser,
  language: string,
): z.input<typeof OfficeAchievement>[] => {
  const at = (date: string | undefined): string | null => (date ? `${date.slice(0, 10)}T10:00:00+00:00` : null);
  const firstOrder = boughtOrders(state, user.id).at(-1)?.createdAt;
  const team = descendants(state, user.id)
    .map((u) => u.joinedAt)
    .sort();
  const forum = tickets(state)
    .orders.filter((o) => o.status === TICKET_STATUS.registered && o.tickets.some((t) => t.holderId === user.id))
    .map((o) => eventById(o.eventId)?.dateFrom)
    .sort()[0];
  const tenYears = `${Number(user.joinedAt.slice(0, 4)) + 10}${user.joinedAt.slice(4)}`;
  const today = new Date(state.now()).toISOString().slice(0, 10);
  const list: [number, string, string, string | null][] = [
    [1, 'First order', 'Placed the first order in the shop', at(firstOrder)],
    [2, 'First partner', 'Invited the first partner to the team', at(team[0])],
    [3, 'Team of ten', 'Ten people in the structure', at(team[9])],
    [4, 'Team of a hundred', 'A hundred people in the structure', at(team[99])],
    [5, 'Forum guest', 'Attended a company forum', at(forum)],
    [6, 'Ten years with Greenway', 'Ten years since registration', tenYears <= today ? at(tenYears) : null],
  ];
  return list.map(([id, name, description, received]) => {
    const [nameIn, descriptionIn] = localized(language, [name, description], {
      ru: ACHIEVEMENTS_RU[id],
      he: ACHIEVEMENTS_HE[id],
    });
    return {
      id,
      name: nameIn,
      description: descriptionIn,
      image: `/media/achievements/${id}.svg`,
      received_at: received,
    };
  });
};

/** The company's eco projects and totals (public GET /eco-achievements/). */
export const ECO_ACHIEVEMENTS: z.input<typeof EcoAchievements> = {
  stats: [
    { name: 'trees', title: 'Trees planted', value: 412_000, unit: 'pcs' },
    { name: 'plastic', title: 'Plastic collected', value: 1_850, unit: 't' },
    { name: 'shores', title: 'Shoreline cleaned', value: 960, unit: 'km' },
  ],
  projects: [
    {
      id: 1,
      name: 'Greenway Forest',
      description: 'Partners and the company plant forests in regions hit by fires.',
      image: '/media/eco/forest.jpg',
      stats: [{ name: 'trees', title: 'Trees planted', value: 412_000, unit: 'pcs' }],
    },
    {
      id: 2,
      name: 'Clean Shores',
      description: 'Volunteer clean-ups of lake Baikal, the Volga and Black Sea beaches.',
      image: '/media/eco/shores.jpg',
      stats: [
        { name: 'shores', title: 'Shoreline cleaned', value: 960, unit: 'km' },
        { name: 'volunteers', title: 'Volunteers', value: 18_400, unit: 'people' },
      ],
    },
    {
      id: 3,
      name: 'Refill Points',
      description: 'Stores take back empty bottles for refilling instead of the landfill.',
      image: '/media/eco/refill.jpg',
      stats: [{ name: 'plastic', title: 'Plastic collected', value: 1_850, unit: 't' }],
    },
  ],
};

/** Chapters of the shop's audio book (item type 3) and free podcasts, with durations in seconds. */
export const AUDIO: { title: string; author: string; duration: number; book: boolean }[] = [
  { title: 'The green business, chapter 1: Why eco', author: 'Greenway Academy', duration: 1260, book: true },
  {
    title: 'The green business, chapter 2: Your first clients',
    author: 'Greenway Academy',
    duration: 1475,
    book: true,
  },
  { title: 'The green business, chapter 3: Building a team', author: 'Greenway Academy', duration: 1690, book: true },
  { title: 'The green business, chapter 4: Leadership', author: 'Greenway Academy', duration: 1534, book: true },
  { title: 'The green business, chapter 5: Ten years ahead', author: 'Greenway Academy', duration: 1322, book: true },
  {
    title: 'Podcast: how concentrates replace a shelf of chemicals',
    author: 'Eco Home team',
    duration: 1812,
    book: false,
  },
  { title: 'Podcast: skin care without parabens', author: 'Pure Ocean team', duration: 1648, book: false },
  { title: 'Podcast: vitamins, what the research says', author: 'BioTrim team', duration: 2105, book: false },
  { title: 'Podcast: the first month of a new partner', author: 'Greenway Academy', duration: 1397, book: false },
  { title: 'Podcast: speaking at a forum stage', author: 'Greenway Academy', duration: 1956, book: false },
  { title: 'Podcast: travel with the travel account', author: 'Greenway Travel', duration: 1140, book: false },
  { title: 'Podcast: a zero-waste kitchen', author: 'Eco Home team', duration: 1583, book: false },
];

const UNPAID: readonly OrderStatus[] = ['new', 'awaiting_payment'];

/** Audio records, titled in the request's language; the book's chapters play only once the audio item was bought. */
export const audioTracks = (
  state: SandboxState,
  userId: number,
  language: string,
): z.input<typeof OfficeAudioTrack>[] => {
  const book = catalog(state).products.find((p) => p.type === 3);
  // Bought means paid: an order still awaiting payment does not unlock the book.
  const bought =
    book !== undefined &&
    boughtOrders(state, userId).some((o) => !UNPAID.includes(o.status) && o.lines.some((l) => l.productId === book.id));
  return AUDIO.map((track, i) => {
    const id = i + 1;
    const owned = !track.book || bought;
    return {
      id,
      title: localized(language, track.title, { ru: AUDIO_TITLES_RU[i], he: AUDIO_TITLES_HE[i] }),
      author: localized(language, track.author, {
        ru: AUDIO_AUTHORS_RU[track.author],
        he: AUDIO_AUTHORS_HE[track.author],
      }),
      cover: `/media/audio/${track.book ? 'green-business' : 'podcast'}.jpg`,
      duration: track.duration,
      url: owned ? `/media/audio/${id}.mp3` : null,
      product_id: track.book ? (book?.id ?? null) : null,
      product_code: track.book ? (book?.code ?? null) : null,
    };
  });
};

/** Seconds of sound a sandbox record plays: enough to hear, small enough to send at once. */
const SOUND_SECONDS = 2;
const SAMPLE_RATE = 8000;

/** A record's sound: a short tone (its pitch told by the record's id) as 8-bit mono WAV. */
export const audioSound = (id: number): Buffer => {
  const samples = SOUND_SECONDS * SAMPLE_RATE;
  const wav = Buffer.alloc(44 + samples);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(SAMPLE_RATE, 24);
  wav.writeUInt32LE(SAMPLE_RATE, 28);
  wav.writeUInt16LE(1, 32);
  wav.writeUInt16LE(8, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples, 40);
  const pitch = 220 + id * 20;
  for (let i = 0; i < samples; i += 1) {
    wav[44 + i] = 128 + Math.round(40 * Math.sin((2 * Math.PI * pitch * i) / SAMPLE_RATE));
  }
  return wav;
};

/** Promos of the office promo pages; the list shows those not over yet. */
export const PROMOS: z.input<typeof OfficePromo>[] = [
  {
    id: 1,
    page: 'cruise',
    title: 'Green Cruise 2027: qualify for a cabin',
    image: '/media/promo/cruise.jpg',
    date_from: '2026-09-01',
    date_to: '2027-03-31',
    content: '<p>Reach the cruise points by the end of March and sail from Istanbul to Rome.</p>',
  },
  {
    id: 2,
    page: 'too-fast-too-furious',
    title: 'Too fast, too furious',
    image: '/media/promo/too-fast.jpg',
    date_from: '2026-10-01',
    date_to: '2026-12-31',
    content: '<p>Two new ranks in three months earn a double bonus.</p>',
  },
  {
    id: 3,
    page: 'pro-grade',
    title: 'Pro grade',
    image: '/media/promo/pro-grade.jpg',
    date_from: '2026-11-01',
    date_to: '2027-01-31',
    content: '<p>Grow your group volume month by month and unlock the pro grade training.</p>',
  },
  {
    id: 4,
    page: 'new-year-boom',
    title: 'New Year boom',
    image: '/media/promo/new-year.jpg',
    date_from: '2026-12-01',
    date_to: '2027-01-15',
    content: '<p>Gift sets at holiday prices and extra points on every order.</p>',
  },
  {
    id: 5,
    page: 'summer-start',
    title: 'Summer start 2026',
    image: '/media/promo/summer.jpg',
    date_from: '2026-06-01',
    date_to: '2026-08-31',
    content: '<p>A welcome bonus for partners who joined this summer.</p>',
  },
];

export const currentPromos = (today: string, language: string): z.input<typeof OfficePromo>[] =>
  PROMOS.filter((p) => p.date_to === null || p.date_to >= today).map((p) => {
    const [title, content] = localized<[string, string]>(language, [p.title, p.content], {
      ru: PROMOS_RU[p.page],
      he: PROMOS_HE[p.page],
    });
    return { ...p, title, content };
  });

/** The company's eco projects and totals in the request's language. */
export const ecoAchievementsIn = (language: string): z.input<typeof EcoAchievements> => ({
  stats: ECO_ACHIEVEMENTS.stats.map((s) => ecoStatIn(s, language)),
  projects: ECO_ACHIEVEMENTS.projects.map((p) => {
    const [name, description] = localized(language, [p.name, p.description], {
      ru: ECO_PROJECTS_RU[p.id],
      he: ECO_PROJECTS_HE[p.id],
    });
    return { ...p, name, description, stats: p.stats.map((s) => ecoStatIn(s, language)) };
  }),
});
