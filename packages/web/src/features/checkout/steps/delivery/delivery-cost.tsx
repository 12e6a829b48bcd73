import { useTranslation } from '../../../../i18n/use-translation';
import { formatPrice } from '../../../../lib/format-price';
import type { DeliveryOption } from '../../api/get-delivery';
import styles from '../../checkout-page.module.css';
import { deliveryDays } from '../../delivery-days';

/** What a delivery type costs at least: "free", or "from" its cheapest method's price. */
export const CheapestCost = ({ methods }: { methods: DeliveryOption[] }) => {
  const { t, i18n } = useTranslation('checkout');
  const cheapest = [...methods].sort((a, b) => a.cost - b.cost)[0];
  if (!cheapest) return null;
  return (
    <span className={styles.muted}>
      {cheapest.cost === 0
        ? t('method.free')
        : t('method.from', { price: formatPrice(cheapest.cost, cheapest.currency_code, i18n.language) })}
    </span>
  );
};

/** A pickup carrier's price and, when it names them, its delivery days. */
export const CarrierCost = ({ carrier }: { carrier: DeliveryOption }) => {
  const { t, i18n } = useTranslation('checkout');
  return (
    <span className={styles.muted}>
      {' '}
      · {formatPrice(carrier.cost, carrier.currency_code, i18n.language)}
      {carrier.days_min !== null && ` · ${deliveryDays(t, carrier.days_min, carrier.days_max)}`}
    </span>
  );
};
