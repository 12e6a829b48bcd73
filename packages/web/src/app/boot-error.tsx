import { useTranslation } from '../i18n/use-translation';
import { Button } from '../ui/button';
import { LeafIcon } from '../ui/icons';
import styles from './boot-error.module.css';

/**
 * Shown when the site itself could not be loaded. If even the text could not load (offline),
 * the English defaults below are all there is to show.
 */
export const BootError = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <main className={styles.screen} data-page="boot-error">
      <div className={styles.panel} role="alert">
        <span className={styles.icon}>
          <LeafIcon width={28} height={28} />
        </span>
        <h1 className={styles.title}>{t('boot.errorTitle', { defaultValue: 'The site could not be loaded' })}</h1>
        <p className={styles.text}>
          {t('boot.errorText', { defaultValue: 'Check your internet connection and try again.' })}
        </p>
        <Button onClick={onRetry}>{t('boot.retry', { defaultValue: 'Try again' })}</Button>
      </div>
    </main>
  );
};
