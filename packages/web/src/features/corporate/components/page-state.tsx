import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import styles from './page-state.module.css';

export const PageLoading = () => {
  const { t } = useTranslation('corporate');
  return (
    <div className={styles.state}>
      <Spinner label={t('state.loading')} />
    </div>
  );
};

/** A page whose data did not come: say so and offer another try (the gateway already retried 5xx once). */
export const PageError = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation('corporate');
  return (
    <div className={styles.state} role="alert">
      <h1 className={styles.title}>{t('state.errorTitle')}</h1>
      <p className={styles.text}>{t('state.errorText')}</p>
      <Button onClick={onRetry}>{t('state.retry')}</Button>
    </div>
  );
};
