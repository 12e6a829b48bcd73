import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../../i18n/use-translation';
import cardStyles from '../../../ui/card.module.css';
import { PageTitle } from '../../../ui/page-title';
import { Pager, usePageParam } from '../../../ui/pager';
import { QueryView } from '../../../ui/query-view';
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
  const [page] = usePageParam();
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
      <PageTitle title={t('list.title')} />
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
      <QueryView query={orders} group="office" isEmpty={(data) => data.orders.length === 0} empty={t('list.none')}>
        {(data) => (
          <>
            <div className={cardStyles.card}>
              <OrderRows orders={data.orders} label={t('list.title')} />
            </div>
            <Pager hasMore={data.has_more} label={t('list.pages')} />
          </>
        )}
      </QueryView>
    </div>
  );
};
