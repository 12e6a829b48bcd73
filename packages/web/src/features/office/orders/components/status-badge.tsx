import { useTranslation } from '../../../../i18n/use-translation';
import type { OrderStatus } from '../api/get-orders';
import styles from '../orders.module.css';

/** An order's status in words, coloured by how it stands. */
export const StatusBadge = ({ status }: { status: OrderStatus }) => {
  const { t } = useTranslation('orders');
  return (
    <span className={styles.badge} data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
};
