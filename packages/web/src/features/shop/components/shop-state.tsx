import { useTranslation } from '../../../i18n/use-translation';
import { Button, ButtonLink } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import styles from '../shop.module.css';

/** Spec 2 §2 loading indicators of the shop: each page group names what it is loading. */
export type LoadingGroup = 'shop' | 'shopMain' | 'product' | 'brandList' | 'section';

export const ShopLoading = ({ group = 'shop' }: { group?: LoadingGroup }) => {
  const { t } = useTranslation('shop');
  return (
    <div className={styles.state} aria-busy="true">
      <Spinner label={t(`loading.${group}`)} />
      <p className={styles.muted}>{t(`loading.${group}`)}</p>
    </div>
  );
};

/** A read that failed: said so, with another try and a way back to the shop. */
export const ShopFailure = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation('shop');
  return (
    <div className={styles.state} role="alert">
      <h1 className={styles.stateTitle}>{t('state.errorTitle')}</h1>
      <p className={styles.muted}>{t('state.errorText')}</p>
      <div className={styles.row}>
        <Button onClick={onRetry}>{t('state.retry')}</Button>
        <ButtonLink variant="secondary" to="/shop">
          {t('state.toShop')}
        </ButtonLink>
      </div>
    </div>
  );
};
