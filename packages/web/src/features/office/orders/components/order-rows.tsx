import { useMemo } from 'react';
import { useSite } from '../../../../api/get-site';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../i18n/use-translation';
import { formatPrice } from '../../../../lib/format-price';
import { Link } from '../../../../lib/link';
import { DataTable } from '../../../../ui/data-table';
import { type DataColumn, dateColumn } from '../../../../ui/data-table-column';
import moneyStyles from '../../../../ui/money.module.css';
import type { OrderRow } from '../api/get-orders';
import styles from '../orders.module.css';
import { StatusBadge } from './status-badge';

interface OrderRowsProps {
  orders: readonly OrderRow[];
  label: string;
  /** The query parameter this list keeps its order in (the hub shows three lists on one page). */
  sortParam?: string;
}

/**
 * Orders on the one table of the office (issue 32 item 2): the number (a link to the order) heads
 * a phone's card, the total and the status beside it, the date below.
 */
export const OrderRows = ({ orders, label, sortParam }: OrderRowsProps) => {
  const { t, i18n } = useTranslation('orders');
  const site = useSite();
  const columns = useMemo<DataColumn<OrderRow>[]>(
    () => [
      {
        id: 'number',
        header: t('columns.number'),
        cell: (order) => (
          <Link to={paths.OfficeOrder.href({ id: order.id })} className={styles.number}>
            {t('number', { number: order.number })}
          </Link>
        ),
        role: 'title',
        width: 'auto',
      },
      dateColumn({
        id: 'date',
        header: t('columns.date'),
        date: (order) => order.date,
        dateFormat: site.dateFormat,
        role: 'detail',
      }),
      {
        id: 'total',
        header: t('columns.total'),
        cell: (order) => (
          <span className={moneyStyles.amount}>{formatPrice(order.total, order.currency_code, i18n.language)}</span>
        ),
        role: 'amount',
        sortValue: (order) => order.total,
      },
      {
        id: 'status',
        header: t('list.status'),
        cell: (order) => <StatusBadge status={order.status} />,
        role: 'status',
        width: 'auto',
      },
    ],
    [t, i18n.language, site.dateFormat],
  );
  return (
    <DataTable
      columns={columns}
      rows={orders}
      rowId={(order) => String(order.id)}
      label={label}
      sortParam={sortParam}
    />
  );
};
