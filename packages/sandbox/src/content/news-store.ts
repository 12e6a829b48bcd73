import type { News, NewsTag } from '@gf/contracts/upstream/entities/content';
import type { z } from 'zod';
import { escapeHtml } from '../html.js';
import { localized } from '../localized.js';
import { areaStore, type SandboxState } from '../state/sandbox-state.js';
import { HEADLINES_HE, NEWS_TAGS_HE, newsClosingHe } from './news-he.js';
import { HEADLINES_RU, NEWS_TAGS_RU, newsClosingRu } from './news-ru.js';

type NewsItem = z.input<typeof News>;

export const NEWS_TAGS: z.input<typeof NewsTag>[] = [
  { id: 1, name: 'Company' },
  { id: 2, name: 'Products' },
  { id: 3, name: 'Eco' },
  { id: 4, name: 'Events' },
  { id: 5, name: 'Travel' },
  { id: 6, name: 'Charity' },
  { id: 7, name: 'Business' },
];

/** Headlines by tag; each year's news draw from them, so every year has every kind of news. */
export const HEADLINES: Record<number, [title: string, lead: string][]> = {
  1: [
    ['The company opens a new regional warehouse', 'Orders now reach customers in the region two days sooner.'],
    ['Annual results: the partner community keeps growing', 'More partners joined this year than in any before.'],
    ['A new office opens its doors', 'Partners can pick up orders and hold training sessions in the new office.'],
  ],
  2: [
    ['New laundry sheets without plastic packaging', 'Concentrated sheets replace a whole bottle of gel.'],
    ['A face care line with peptides arrives', 'Four products for daily care, tested by dermatologists.'],
    ['Omega-3 complex in a new formula', 'A higher dose in a smaller capsule, from wild fish.'],
    ['Microfibre cloths get a new weave', 'The cloths now pick up even more dust without chemicals.'],
  ],
  3: [
    ['Partners planted a forest of ten thousand trees', 'The spring tree-planting campaign covered five regions.'],
    ['Recycling points for used packaging', 'Bring empty bottles to an office and get bonus points.'],
    ['How to clean the kitchen without harsh chemicals', 'Five habits that keep the kitchen clean and the air fresh.'],
  ],
  4: [
    ['The leaders forum gathers three thousand partners', 'Two days of training, awards and new product launches.'],
    ['Registration for the summer business school opens', 'A week of practice for new partners and their mentors.'],
    ['The online marathon of healthy habits starts', 'Thirty days, thirty small steps towards a greener home.'],
  ],
  5: [
    ['Leaders travel to the islands', 'The best partners of the year earned a trip to the sea.'],
    ['New travel promotion for the autumn', 'Qualify in three months and join the company cruise.'],
  ],
  6: [
    ['Charity fund supports children’s hospitals', 'Partners’ donations bought equipment for three clinics.'],
    ['Clean shores: volunteers collect two tonnes of waste', 'Partners and their families cleaned the river banks.'],
  ],
  7: [
    ['The marketing plan gets a new rank', 'Partners can now reach the rank of Emerald Director.'],
    ['Online registration of partners becomes easier', 'A new partner can now join in three minutes from a phone.'],
    ['Bonuses are now paid out weekly', 'Partners receive their bonuses every Monday.'],
  ],
};

const newsText = (lead: string, year: string, tag: string, language: string): string =>
  `<p>${escapeHtml(lead)}</p><p>${escapeHtml(
    localized(
      language,
      `This news was published on the company site in ${year}. Read more in the ${tag} section or ask your sponsor.`,
      { ru: newsClosingRu(year, tag), he: newsClosingHe(year, tag) },
    ),
  )}</p>`;

export const newsTagsIn = (language: string): z.input<typeof NewsTag>[] =>
  NEWS_TAGS.map((t) => ({
    ...t,
    name: localized(language, t.name, { ru: NEWS_TAGS_RU[t.id], he: NEWS_TAGS_HE[t.id] }),
  }));

/** A seeded news item in the request's language (the Russian and Hebrew texts are keyed by its headline). */
export const newsIn = (news: NewsItem, language: string): NewsItem => {
  const ru = HEADLINES_RU[news.title];
  const he = HEADLINES_HE[news.title];
  const tags = news.tags.map((t) => ({
    ...t,
    name: localized(language, t.name, { ru: NEWS_TAGS_RU[t.id], he: NEWS_TAGS_HE[t.id] }),
  }));
  const [title, preview] = localized(language, [news.title, news.preview], { ru, he });
  const year = news.date.slice(0, 4);
  return {
    ...news,
    title,
    preview,
    tags,
    // Lists carry no text: it stays empty there.
    text:
      news.text &&
      localized(language, news.text, {
        ru: ru && newsText(ru[1], year, tags[0]?.name ?? '', 'ru'),
        he: he && newsText(he[1], year, tags[0]?.name ?? '', 'he'),
      }),
  };
};

/** Spec 1 §7 /news/: items across 2021–2026, the newest first. */
const seedNews = (state: SandboxState): NewsItem[] => {
  const random = state.random('news');
  const news: NewsItem[] = [];
  for (let year = 2021; year <= 2026; year += 1) {
    for (let month = 1; month <= 11; month += 1) {
      if (random.chance(0.25)) continue;
      const tag = random.pick(NEWS_TAGS);
      const [title, lead] = random.pick(HEADLINES[tag.id] ?? []);
      const extra = random.chance(0.35) ? random.pick(NEWS_TAGS.filter((t) => t.id !== tag.id)) : null;
      const id = news.length + 1;
      news.push({
        id,
        title,
        preview: lead,
        text: newsText(lead, String(year), tag.name.toLowerCase(), 'en'),
        image: `/media/news/${id}.svg`,
        date: `${year}-${String(month).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
        tags: extra ? [tag, extra] : [tag],
      });
    }
  }
  return news.sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
};

export const NEWS_PAGE_SIZE = 9;

export interface NewsFilter {
  tagIds: number[];
  /** YYYY-MM, inclusive */
  from?: string;
  to?: string;
}

export class NewsStore {
  readonly all: NewsItem[];

  constructor(state: SandboxState) {
    this.all = seedNews(state);
  }

  byId(id: number): NewsItem | undefined {
    return this.all.find((n) => n.id === id);
  }

  /** Any of the tags matches; the month range compares the YYYY-MM of the date. */
  filter({ tagIds, from, to }: NewsFilter): NewsItem[] {
    return this.all.filter((n) => {
      const month = n.date.slice(0, 7);
      if (tagIds.length && !n.tags.some((t) => tagIds.includes(t.id))) return false;
      if (from && month < from) return false;
      if (to && month > to) return false;
      return true;
    });
  }

  latest(count: number): NewsItem[] {
    return this.all.slice(0, count);
  }
}

export const newsStore = areaStore((state) => new NewsStore(state));
