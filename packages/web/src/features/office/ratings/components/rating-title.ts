import { isRatingPage } from '@gf/contracts/rules/rating-pages';
import type { TFunction } from 'i18next';

/** A rating page's title in the page's language; the API's own title for a page we have no name for. */
export const ratingTitle = (t: TFunction<'ratings'>, page: string, apiTitle?: string): string =>
  isRatingPage(page) ? t(`page.${page}`) : (apiTitle ?? page);
