import { useRouteError } from 'react-router-dom';
import { useTranslation } from '../i18n/use-translation';
import { Button } from '../ui/button';
import { LeafIcon } from '../ui/icons';
import styles from './boot-error.module.css';

/**
 * A page that failed to load or render. The usual cause is a new release that replaced the
 * page's chunk, so a reload (which fetches the new index) is the fix offered.
 */
export const RouteError = () => {
  const error = useRouteError();
  const { t } = useTranslation();
  console.error(error);
  return (
    <main className={styles.screen} data-page="route-error">
      <div className={styles.panel} role="alert">
        <span className={styles.icon}>
          <LeafIcon width={28} height={28} />
        </span>
        <h1 className={styles.title}>{t('routeError.title')}</h1>
        <p className={styles.text}>{t('routeError.text')}</p>
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
      </div>
    </main>
  );
};
