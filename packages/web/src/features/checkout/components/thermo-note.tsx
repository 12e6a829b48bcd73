import { useTranslation } from '../../../i18n/use-translation';
import { useCart } from '../../../lib/cart/use-cart';
import { useThermoProductIds } from '../../../lib/thermo-products';
import styles from '../checkout-page.module.css';

/** Spec 1 §3 thermo_product_ids at checkout: which of the cart's items travel in a thermo box. */
export const ThermoNote = () => {
  const { t, i18n } = useTranslation('delivery');
  const thermo = useThermoProductIds();
  const names = useCart()
    .products.filter((line) => thermo.has(line.id))
    .map((line) => line.name);
  if (names.length === 0) return null;
  return (
    <p className={styles.info} data-note="thermo" role="note">
      <span aria-hidden="true">❄ </span>
      {t('thermo.list', { names: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(names) })}
    </p>
  );
};
