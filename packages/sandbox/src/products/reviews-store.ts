import { catalog } from '../state/catalog.js';
import { areaStore, type SandboxState } from '../state/sandbox-state.js';
import { users } from '../state/users.js';

/** Spec 2 §4 review status: 0 new, then 1 published or 2 declined (by moderation). */
export type ReviewStatus = 0 | 1 | 2;

export interface SandboxReview {
  id: number;
  productId: number;
  userId: number;
  authorName: string;
  rating: number;
  text: string;
  photos: string[];
  status: ReviewStatus;
  createdAt: string;
}

const TEXTS: Record<number, string[]> = {
  5: [
    'Excellent, I have been buying it for a year and will buy again.',
    'Works better than the supermarket brands and smells pleasant.',
    'Very economical: one pack lasts our family for months.',
    'My whole family likes it, no irritation even on sensitive skin.',
  ],
  4: [
    'Good product, does what it promises. The price could be lower.',
    'Pleased overall, though delivery took a few days longer than expected.',
    'Nice texture and mild scent. I take one star off for the packaging.',
  ],
  3: ['Average. It works, but I expected more for the price.', 'Fine for daily use, nothing special.'],
  2: ['Did not suit me: the scent is too strong.'],
};

/** Published reviews on most products, so cards show ratings; a few pending and declined ones too. */
const seedReviews = (state: SandboxState): SandboxReview[] => {
  const random = state.random('reviews');
  const authors = users(state)
    .all()
    .filter((u) => u.id >= 100);
  const reviews: SandboxReview[] = [];
  for (const product of catalog(state).products.filter((p) => p.type === 0 && !p.onlyInCart)) {
    const count = random.int(0, 7);
    for (let i = 0; i < count; i += 1) {
      const rating = random.pick([5, 5, 5, 4, 4, 4, 3, 2]);
      const author = random.pick(authors);
      reviews.push({
        id: reviews.length + 1,
        productId: product.id,
        userId: author.id,
        authorName: author.name,
        rating,
        text: random.pick(TEXTS[rating] ?? []),
        photos: random.chance(0.2) ? [`/media/reviews/${reviews.length + 1}-1.svg`] : [],
        status: random.chance(0.9) ? 1 : random.pick([0, 2] as const),
        createdAt: `202${random.int(4, 6)}-${String(random.int(1, 10)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}T12:00:00+00:00`,
      });
    }
  }
  return reviews;
};

export class Reviews {
  private readonly all: SandboxReview[];
  private nextId: number;

  constructor(private readonly state: SandboxState) {
    this.all = seedReviews(state);
    this.nextId = this.all.length + 1;
  }

  byId(id: number): SandboxReview | undefined {
    return this.all.find((r) => r.id === id);
  }

  /** Published reviews of a product, the newest first. */
  published(productId: number): SandboxReview[] {
    return this.all
      .filter((r) => r.productId === productId && r.status === 1)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  }

  /** The user's latest review of a product, in any status. */
  mine(productId: number, userId: number): SandboxReview | undefined {
    return this.all.filter((r) => r.productId === productId && r.userId === userId).at(-1);
  }

  /** Average of published ratings to one decimal, with their count. */
  rating(productId: number): { rating: number | null; count: number } {
    const published = this.published(productId);
    if (!published.length) return { rating: null, count: 0 };
    const sum = published.reduce((total, r) => total + r.rating, 0);
    return { rating: Math.round((sum / published.length) * 10) / 10, count: published.length };
  }

  add(review: Omit<SandboxReview, 'id' | 'status' | 'createdAt' | 'photos'>, photoCount: number): SandboxReview {
    const id = this.nextId++;
    const created: SandboxReview = {
      ...review,
      id,
      status: 0,
      photos: Array.from({ length: photoCount }, (_, i) => `/media/reviews/${id}-${i + 1}.svg`),
      createdAt: new Date(this.state.now()).toISOString(),
    };
    this.all.push(created);
    return created;
  }

  remove(id: number): void {
    this.all.splice(
      this.all.findIndex((r) => r.id === id),
      1,
    );
  }
}

export const reviews = areaStore((state) => new Reviews(state));
