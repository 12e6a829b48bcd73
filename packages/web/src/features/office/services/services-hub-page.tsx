import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { PageTitle } from '../../../ui/page-title';
import { QueryView } from '../../../ui/query-view';
import { useServices } from './api/get-services';
import styles from './services.module.css';

/** /office/services (spec 1 §2): the five service pages. */
export const ServicesHubPage = () => {
  const { t } = useTranslation('services');
  const query = useServices();
  return (
    <div className={styles.page}>
      <PageTitle title={t('title')} />
      <header className={styles.head}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.lead}>{t('intro')}</p>
      </header>
      <QueryView query={query} group="office">
        {(data) => (
          <ul className={styles.tiles}>
            {data.services.map(({ page }) => (
              <li key={page}>
                <Link className={styles.tile} to={paths.OfficeService.href({ service: page })}>
                  <span className={styles.tileTitle}>{t(`service.${page}.title` as 'service.pulse.title')}</span>
                  <span className={styles.muted}>{t(`service.${page}.about` as 'service.pulse.about')}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
};
