import type { TFunction } from 'i18next';
import { useTranslation } from '../../../i18n/use-translation';
import styles from './product-card.module.css';

const STARS = 5;

interface RatingProps {
  value: number | null;
  count?: number;
}

/** An average rating as five stars, read out as a sentence. */
export const Rating = (props: RatingProps) => <RatingView {...props} t={useTranslation('shop').t} />;

/** The same with the texts of a caller that has them (a listing's cards). */
export const RatingView = ({ value, count, t }: RatingProps & { t: TFunction<'shop'> }) => {
  if (value === null) return null;
  const rounded = Math.round(value);
  return (
    <span className={styles.rating} role="img" aria-label={t('card.rating', { value: value.toFixed(1) })}>
      <span aria-hidden="true" className={styles.stars}>
        {'★'.repeat(rounded)}
        <span className={styles.starsOff}>{'★'.repeat(STARS - rounded)}</span>
      </span>
      {count !== undefined && (
        <span aria-hidden="true">
          {' '}
          {value.toFixed(1)} · {count}
        </span>
      )}
    </span>
  );
};
