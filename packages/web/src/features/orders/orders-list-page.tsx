import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { BRAND_NAME } from '../../config/brand';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import cardStyles from '../../ui/card.module.css';
import { Spinner } from '../../ui/spinner';
import { type OrderStatus, useOrders } from './api/get-orders';
import { OrderRows } from './components/order-rows';
import styles from './orders.module.css';

const STATUSES: OrderStatus[] = [
  'new',
  'awaiting_payment',
  'paid',
  'assembling',
  'shipped',
  'delivered',
  'received',
  'cancelled',
];

/** /office/orders/list: every order, a page at a time, by status. */
export const OrdersListPage = () => {
  const { t } = useTranslation('orders');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const statusParam = params.get('status');
  const status = STATUSES.find((s) => s === statusParam);
  const orders = useOrders(page, status);
  const set = (change: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };
  return (
    <div className={styles.page}>
      <title>{`${t('list.title')} · ${BRAND_NAME}`}</title>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('list.title')}</h1>
        <div className={styles.filter}>
          <label htmlFor="orders-status" className={styles.muted}>
            {t('list.status')}
          </label>
          <select
            id="orders-status"
            className={styles.select}
            value={status ?? ''}
            onChange={(event) => set({ status: event.target.value || null, page: null })}
          >
            <option value="">{t('list.any')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </header>
      {orders.isPending ? (
        <Spinner label={t('loading')} />
      ) : orders.error || !orders.data ? (
        <Alert>
          <p>{t('failed')}</p>
          <Button variant="secondary" onClick={() => void orders.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : orders.data.orders.length === 0 ? (
        <p className={cardStyles.card}>{t('list.none')}</p>
      ) : (
        <>
          <div className={cardStyles.card}>
            <OrderRows orders={orders.data.orders} label={t('list.title')} />
          </div>
          <nav className={styles.pager} aria-label={t('list.pages')}>
            <Button variant="secondary" disabled={page <= 1} onClick={() => set({ page: String(page - 1) })}>
              {t('list.previous')}
            </Button>
            <span className={styles.muted}>{t('list.page', { page })}</span>
            <Button
              variant="secondary"
              disabled={!orders.data.has_more}
              onClick={() => set({ page: String(page + 1) })}
            >
              {t('list.next')}
            </Button>
          </nav>
        </>
      )}
    </div>
  );
};
