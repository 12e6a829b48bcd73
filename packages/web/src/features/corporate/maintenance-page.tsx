import { BRAND_NAME } from '../../config/brand';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../../ui/button';
import { LeafIcon } from '../../ui/icons';
import styles from './maintenance-page.module.css';

/** Spec 1 §2 /maintenance (light layout): the site is being updated; "check again" reloads it. */
export const MaintenancePage = () => {
  const { t } = useTranslation('corporate');
  return (
    <section className={styles.page} aria-labelledby="maintenance-title">
      <title>{`${t('maintenance.title')} · ${BRAND_NAME}`}</title>
      <span className={styles.mark}>
        <LeafIcon width={36} height={36} />
      </span>
      <h1 id="maintenance-title" className={styles.title}>
        {t('maintenance.title')}
      </h1>
      <p className={styles.text}>{t('maintenance.text')}</p>
      <Button onClick={() => window.location.assign('/')}>{t('maintenance.retry')}</Button>
    </section>
  );
};
