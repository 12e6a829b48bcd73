import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { toCartBody } from '../../../lib/cart/cart-body';
import { useCart } from '../../../lib/cart/use-cart';
import { formatPrice } from '../../../lib/format-price';
import { Link } from '../../../lib/link';
import { Alert } from '../../../ui/alert';
import { Card } from '../../../ui/card';
import { Spinner } from '../../../ui/spinner';
import { useDeliveryCompare } from '../api/compare-delivery';
import styles from '../checkout-page.module.css';

interface DeliveryCompareProps {
  cityId: number | null;
  /** The delivery the buyer chose: its type, and its service when the type has several. */
  chosen: { type: string | null; id: number | null };
}

/**
 * Spec 1 §3 delivery compare, beside the order's calculated totals: every way this cart can reach
 * the chosen city, with what it costs and how long it takes, the chosen one and the cheapest
 * marked, and a way back to change it.
 */
export const DeliveryCompare = ({ cityId, chosen }: DeliveryCompareProps) => {
  const { t, i18n } = useTranslation('delivery');
  const cart = useCart();
  const compare = useDeliveryCompare(cityId === null ? null : { cart: toCartBody(cart), city_id: cityId });
  if (cityId === null) return null;
  const options = [...(compare.data?.delivery_list ?? [])].sort((a, b) => a.cost - b.cost);
  const cheapest = options[0]?.cost;
  return (
    <Card title={t('compare.title')}>
      {compare.isPending ? (
        <Spinner label={t('compare.loading')} />
      ) : compare.isError ? (
        <Alert>{t('compare.failed')}</Alert>
      ) : (
        <>
          <ul className={styles.compare} aria-label={t('compare.title')}>
            {options.map((option) => {
              const isChosen =
                option.type === chosen.type &&
                (chosen.id === null || option.id === chosen.id || option.type === 'stock');
              return (
                <li key={option.id} className={isChosen ? styles.compareChosen : undefined} data-chosen={isChosen}>
                  <span className={styles.compareName}>
                    {option.name}
                    {isChosen && <span className={styles.bonusTag}>{t('compare.chosen')}</span>}
                    {option.cost === cheapest && <span className={styles.bonusTag}>{t('compare.cheapest')}</span>}
                  </span>
                  <span className={styles.muted}>
                    {option.days_min !== null && option.days_max !== null
                      ? t('compare.days', { min: option.days_min, max: option.days_max })
                      : ''}
                  </span>
                  <strong>
                    {option.cost === 0
                      ? t('compare.free')
                      : formatPrice(option.cost, option.currency_code, i18n.language)}
                  </strong>
                </li>
              );
            })}
          </ul>
          <Link to={paths.Checkout.href(1)}>{t('compare.change')}</Link>
        </>
      )}
    </Card>
  );
};
