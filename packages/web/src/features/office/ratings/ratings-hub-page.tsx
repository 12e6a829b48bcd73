import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { PageTitle } from '../../../ui/page-title';
import { QueryView } from '../../../ui/query-view';
import { useRatingsHub } from './api/get-ratings-hub';
import { ratingTitle } from './components/rating-title';
import styles from './ratings.module.css';

/** /office/ratings (spec 1 §2 hub): every rating page, from the gateway's page → rating table. */
export const RatingsHubPage = () => {
  const { t } = useTranslation('ratings');
  const hub = useRatingsHub();
  return (
    <div className={styles.page}>
      <PageTitle title={t('title')} />
      <header className={styles.head}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.lead}>{t('intro')}</p>
      </header>
      <QueryView query={hub} group="office">
        {(data) => (
          <ul className={styles.tiles} data-testid="rating-pages">
            {data.pages.map(({ page }) => (
              <li key={page}>
                <Link className={styles.tile} to={paths.OfficeRating.href({ rating: page })}>
                  {ratingTitle(t, page)}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
};
