import { BRAND_NAME } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { Alert } from '../../../ui/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import cardStyles from '../../../ui/card.module.css';
import { Spinner } from '../../../ui/spinner';
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
        <ButtonLink variant="secondary" to={paths.OfficeOrdersList.href()}>
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
        <div className={cardStyles.card}>
          <p>{t('hub.none')}</p>
          <ButtonLink to={paths.ShopMain.href()}>{t('toShop')}</ButtonLink>
        </div>
      ) : (
        <div className={styles.blocks}>
          {hub.data.awaiting_payment.length > 0 && (
            <Card title={t('hub.unpaid')}>
              <OrderRows orders={hub.data.awaiting_payment} label={t('hub.unpaid')} sortParam="unpaidSort" />
            </Card>
          )}
          {hub.data.awaiting_receipt.length > 0 && (
            <Card title={t('hub.receipt')}>
              <OrderRows orders={hub.data.awaiting_receipt} label={t('hub.receipt')} sortParam="receiptSort" />
            </Card>
          )}
          <Card title={t('hub.recent')}>
            <OrderRows orders={hub.data.recent} label={t('hub.recent')} sortParam="recentSort" />
          </Card>
        </div>
      )}
    </div>
  );
};
