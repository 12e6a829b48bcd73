import { RatingPageParams, RatingPageReply, RatingQuery, RatingsHubReply } from '@gf/contracts/gateway/ratings';
import { isAssumedRating, isRatingPage, RATING_PAGE_NAMES, RATING_PAGES } from '@gf/contracts/rules/rating-pages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GatewayError } from '../../../platform/errors/envelope.js';

type Period = { id: number; name: string; date_from: string; date_to: string; is_current: boolean };
const periodOf = ({ id, name, date_from, date_to, is_current }: Period) => ({
  id,
  name,
  date_from,
  date_to,
  is_current,
});

/**
 * Ratings (spec 1 §2 /office/ratings/..., spec 2 §2 "Ratings", §7 rating call): every rating page is
 * one route driven by the page → rating table of `rules/rating-pages`; a page the table lacks is a
 * 404 before any upstream call.
 */
export const ratingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calls } = app.core;

  app.get(
    '/ratings',
    {
      config: { access: 'signedIn', page: 'OfficeRatings' },
      schema: {
        tags: ['ratings'],
        summary: 'The rating pages of the ratings hub (spec 1 §2), each with the API rating it reads',
        response: { 200: RatingsHubReply },
      },
    },
    async () => ({
      pages: RATING_PAGE_NAMES.map((page) => ({ page, rating: RATING_PAGES[page], assumed: isAssumedRating(page) })),
    }),
  );

  app.get(
    '/ratings/:page',
    {
      config: { access: 'signedIn', page: 'OfficeRating' },
      schema: {
        tags: ['ratings'],
        summary: 'One rating page for a period (the current one by default): its rows and the user’s own row',
        params: RatingPageParams,
        querystring: RatingQuery,
        response: { 200: RatingPageReply },
      },
    },
    async (request) => {
      const { page } = request.params;
      if (!isRatingPage(page)) {
        throw new GatewayError({ status: 404, code: 'rating_not_found', message: 'There is no such rating' });
      }
      const { period_id } = request.query;
      const rating = await calls.call(request, 'rating', {
        params: { name: RATING_PAGES[page] },
        query: period_id === undefined ? {} : { period_id },
      });
      const period = rating.periods.find((p) => p.id === rating.period_id);
      if (!period) throw new GatewayError({ status: 404, code: 'period_not_found', message: 'No such period' });
      return {
        page,
        rating: rating.name,
        assumed: isAssumedRating(page),
        title: rating.title,
        period: periodOf(period),
        periods: rating.periods.map(periodOf),
        rows: rating.rows,
        my_row: rating.my_row,
      };
    },
  );
};
