import { page } from '../page-route';

/** Ratings (spec 1 §2 /office/ratings and its fourteen pages; spec 2 §2 "Ratings"). */
export const officeRatingsPages = [
  page(
    'OfficeRatings',
    'office',
    () => import('../../features/office/ratings/ratings-hub-page').then((m) => m.RatingsHubPage),
    ['ratings', 'named-modals'],
  ),
  page('OfficeRating', 'office', () => import('../../features/office/ratings/rating-page').then((m) => m.RatingPage), [
    'ratings',
  ]),
];
