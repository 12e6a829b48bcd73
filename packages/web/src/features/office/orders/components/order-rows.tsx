import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSite } from '../../../../api/get-site';
import { paths } from '../../../../config/paths';
import { formatDate } from '../../../../lib/format-date';
import { formatPrice } from '../../../../lib/format-price';
import type { OrderRow } from '../api/get-orders';
import styles from '../orders.module.css';
import { StatusBadge } from './status-badge';

/** Orders as rows: number (a link), date, total, status. */
export const OrderRows = ({ orders, label }: { orders: readonly OrderRow[]; label: string }) => {
  const { t, i18n } = useTranslation('orders');
  const site = useSite();
  return (
    <ul className={styles.rows} aria-label={label}>
      {orders.map((order) => (
        <li key={order.id} className={styles.rowItem}>
          <Link to={paths.OfficeOrder.href({ id: order.id })} className={styles.number}>
            {t('number', { number: order.number })}
          </Link>
          <span className={styles.muted}>{formatDate(order.date, site.dateFormat)}</span>
          <span className={styles.total}>{formatPrice(order.total, order.currency_code, i18n.language)}</span>
          <StatusBadge status={order.status} />
        </li>
      ))}
    </ul>
  );
};
