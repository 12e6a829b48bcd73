import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from '../../../lib/link';
import { useModals } from '../../../modals/modals-context';
import { Button } from '../../../ui/button';
import { PageTitle } from '../../../ui/page-title';
import { QueryView } from '../../../ui/query-view';
import { useRatingsHub } from './api/get-ratings-hub';
import { ratingTitle } from './components/rating-title';
import styles from './ratings.module.css';

/** /office/ratings (spec 1 §2 hub): every rating page, from the gateway's page → rating table. */
export const RatingsHubPage = () => {
  const { t } = useTranslation(['ratings', 'named-modals']);
  const hub = useRatingsHub();
  const { open } = useModals();
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
      <p>
        <Button variant="secondary" onClick={() => open('skill-cup-plug')}>
          {t('named-modals:skillCup.title')}
        </Button>
      </p>
    </div>
  );
};
