import { z } from 'zod';
import { QueryInt } from './common.js';
import { Rating, RatingName } from './entities/rating.js';
import { op } from './operation.js';

/** Spec 2 §7 "Ratings": one call for the twelve named ratings, each with a period selector. */
export const ratingsOperations = {
  rating: op({
    method: 'get',
    path: '/greenway/office/rating/{name}/',
    tag: 'ratings',
    spec: '2 §7',
    auth: 'required',
    assumed: true,
    summary: 'One rating for a period (the current one when no period_id)',
    params: z.object({ name: RatingName }),
    query: z.object({ period_id: QueryInt.optional() }),
    reply: Rating,
  }),
} as const;
