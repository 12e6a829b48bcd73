import { useSite } from '../../../api/get-site';
import { REVIEW_STATUS } from '../../../config/constants';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDate } from '../../../lib/format-date';
import { Link } from '../../../lib/link';
import { Button } from '../../../ui/button';
import { useReviews } from '../api/get-reviews';
import type { ReviewList, ShopReview } from '../api/types';
import styles from '../shop.module.css';
import { Rating } from './rating';

const STATUS_KEY = {
  [REVIEW_STATUS.new]: 'new',
  [REVIEW_STATUS.published]: 'published',
  [REVIEW_STATUS.declined]: 'declined',
} as const;

const ReviewItem = ({ review }: { review: ShopReview }) => {
  const { dateFormat } = useSite();
  return (
    <li className={styles.panel}>
      <div className={styles.row}>
        <strong>{review.author_name}</strong>
        <Rating value={review.rating} />
        <span className={styles.muted}>{formatDate(review.created_at, dateFormat)}</span>
      </div>
      <p style={{ margin: 0 }}>{review.text}</p>
    </li>
  );
};

/**
 * The review list of a product (spec 2 §3): rating, total, my review with its status, and the
 * published ones page by page while has_more.
 */
export const Reviews = ({ code, first, writeHref }: { code: string; first: ReviewList | null; writeHref: string }) => {
  const { t } = useTranslation('product');
  const more = useReviews(code, first);
  const list = more.data?.pages.flatMap((page) => page.reviews) ?? first?.reviews ?? [];
  const summary = more.data?.pages[0] ?? first;
  const mine = summary?.my_review ?? null;
  return (
    <section className={styles.section} aria-labelledby="product-reviews">
      <div className={styles.sectionHead}>
        <h2 id="product-reviews" className={styles.sectionTitle}>
          {t('reviews.title', { total: summary?.total_count ?? 0 })}
        </h2>
        {summary && <Rating value={summary.rating} />}
      </div>
      {!summary && more.isError && <p role="alert">{t('reviews.failed')}</p>}
      {mine ? (
        <p className={styles.muted}>
          {t('reviews.mine', { status: t(`reviews.status.${STATUS_KEY[mine.status]}`) })}{' '}
          <Link to={writeHref}>{t('reviews.manage')}</Link>
        </p>
      ) : (
        <p>
          <Link to={writeHref}>{t('reviews.write')}</Link>
        </p>
      )}
      {summary && list.length === 0 && <p className={styles.muted}>{t('reviews.none')}</p>}
      <ul className={styles.section} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {list.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </ul>
      {more.hasNextPage && (
        <p>
          <Button variant="secondary" onClick={() => void more.fetchNextPage()} disabled={more.isFetchingNextPage}>
            {t('reviews.more')}
          </Button>
        </p>
      )}
    </section>
  );
};
