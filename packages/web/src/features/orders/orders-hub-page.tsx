import { useTranslation } from 'react-i18next';
import { routes } from '../../app/routes';
import { BRAND_NAME } from '../../config/brand';
import { Alert } from '../../ui/alert';
import { Button, ButtonLink } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { useOrdersHub } from './api/get-orders-hub';
import { OrderRows } from './components/order-rows';
import styles from './orders.module.css';

/** /office/orders: what needs the user (payment, receipt) and the latest orders. */
export const OrdersHubPage = () => {
  const { t } = useTranslation('orders');
  const hub = useOrdersHub();
  return (
    <div className={styles.page}>
      <title>{`${t('title')} · ${BRAND_NAME}`}</title>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('title')}</h1>
        <ButtonLink variant="secondary" to={routes.OfficeOrdersList.href()}>
          {t('hub.all')}
        </ButtonLink>
      </header>
      {hub.isPending ? (
        <Spinner label={t('loading')} />
      ) : hub.error || !hub.data ? (
        <Alert>
          <p>{t('failed')}</p>
          <Button variant="secondary" onClick={() => void hub.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : hub.data.total === 0 ? (
        <div className={styles.card}>
          <p>{t('hub.none')}</p>
          <ButtonLink to={routes.ShopMain.href()}>{t('toShop')}</ButtonLink>
        </div>
      ) : (
        <div className={styles.blocks}>
          {hub.data.awaiting_payment.length > 0 && (
            <section className={styles.card} aria-labelledby="hub-unpaid">
              <h2 id="hub-unpaid" className={styles.cardTitle}>
                {t('hub.unpaid')}
              </h2>
              <OrderRows orders={hub.data.awaiting_payment} label={t('hub.unpaid')} />
            </section>
          )}
          {hub.data.awaiting_receipt.length > 0 && (
            <section className={styles.card} aria-labelledby="hub-receipt">
              <h2 id="hub-receipt" className={styles.cardTitle}>
                {t('hub.receipt')}
              </h2>
              <OrderRows orders={hub.data.awaiting_receipt} label={t('hub.receipt')} />
            </section>
          )}
          <section className={styles.card} aria-labelledby="hub-recent">
            <h2 id="hub-recent" className={styles.cardTitle}>
              {t('hub.recent')}
            </h2>
            <OrderRows orders={hub.data.recent} label={t('hub.recent')} />
          </section>
        </div>
      )}
    </div>
  );
};
