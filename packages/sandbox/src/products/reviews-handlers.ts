import type { Review } from '@gf/contracts/upstream/entities/product';
import type { z } from 'zod';
import { badRequest, forbidden, notFound } from '../errors.js';
import type { AreaHandlers } from '../handler.js';
import { pageOf } from '../paging.js';
import { catalog } from '../state/catalog.js';
import type { SandboxState } from '../state/sandbox-state.js';
import { reviews, type SandboxReview } from './reviews-store.js';

type ReviewIds = 'reviewList' | 'reviewAdd' | 'reviewDelete' | 'reviewTemplate';

/** The review form's limits (GET review/template): the API's values are not shown, these are assumed. */
export const MAX_PHOTOS = 5;
export const MAX_TEXT_LENGTH = 2000;
const REVIEWS_PAGE_SIZE = 5;

const productOf = (state: SandboxState, code: string) => {
  const product = catalog(state).byCode(code);
  if (!product) throw notFound('Product');
  return product;
};

const toReview = (review: SandboxReview): z.input<typeof Review> => ({
  id: review.id,
  status: review.status,
  author_name: review.authorName,
  rating: review.rating,
  text: review.text,
  photos: review.photos,
  created_at: review.createdAt,
});

export const reviewsHandlers: AreaHandlers<ReviewIds> = {
  reviewList: ({ params, query, state, caller }) => {
    const product = productOf(state, params.code);
    const published = reviews(state).published(product.id);
    const { items, has_more } = pageOf(published, query.page, REVIEWS_PAGE_SIZE);
    const mine = caller ? reviews(state).mine(product.id, caller.user.id) : undefined;
    return {
      reviews: items.map(toReview),
      total_count: published.length,
      rating: reviews(state).rating(product.id).rating,
      has_more,
      my_review: mine ? toReview(mine) : null,
    };
  },

  /** Spec 2 §4: a new review has status 0 until moderation publishes (1) or declines (2) it. */
  reviewAdd: ({ params, body, files, caller, state }) => {
    const product = productOf(state, params.code);
    const user = caller!.user;
    const errors: Record<string, string[]> = {};
    const mine = reviews(state).mine(product.id, user.id);
    if (mine && mine.status !== 2) errors.text = ['You have already reviewed this product'];
    if (body.text.length > MAX_TEXT_LENGTH) errors.text = [`At most ${MAX_TEXT_LENGTH} characters`];
    const photos = files.filter((f) => f.field.startsWith('photos'));
    if (photos.length > MAX_PHOTOS) errors['photos[]'] = [`At most ${MAX_PHOTOS} photos`];
    if (Object.keys(errors).length) throw badRequest(errors);
    const review = reviews(state).add(
      { productId: product.id, userId: user.id, authorName: user.name, rating: body.rating, text: body.text.trim() },
      photos.length,
    );
    return toReview(review);
  },

  reviewDelete: ({ params, caller, state }) => {
    const product = productOf(state, params.code);
    const review = reviews(state).byId(params.id);
    if (!review || review.productId !== product.id) throw notFound('Review');
    if (review.userId !== caller!.user.id) throw forbidden('Only the author may delete a review');
    reviews(state).remove(review.id);
    return { ok: true };
  },

  reviewTemplate: () => ({
    rules:
      '<p>Tell other buyers about a product you used yourself. Reviews with insults, links, advertising or medical claims are not published.</p>' +
      '<p>Every review is moderated within 3 working days. <a href="/user-content-publishing-rules">Rules of publishing user content</a></p>',
    max_photos: MAX_PHOTOS,
    max_text_length: MAX_TEXT_LENGTH,
  }),
};
