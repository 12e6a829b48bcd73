import { useTranslation } from '../../../i18n/use-translation';
import type { ModalComponentProps } from '../../../modals/modal-definition';
import { Dialog } from '../../../ui/dialog';
import type { ShopProduct } from '../api/types';
import styles from '../shop.module.css';

/** Spec 1 §2 modal "product-availability": whether and how the product can be ordered here. */
export const ProductAvailabilityModal = ({ props, close }: ModalComponentProps<{ product: ShopProduct }>) => {
  const { t } = useTranslation('product');
  const { product } = props;
  const facts = [
    product.in_stock ? t('availability.inStock') : t('availability.outOfStock'),
    product.max_per_order !== null ? t('availability.maxPerOrder', { count: product.max_per_order }) : null,
    product.limit !== null ? t('availability.limit', { count: product.limit }) : null,
    product.only_in_cart ? t('availability.onlyInCart') : null,
    product.only_rc ? t('availability.onlyRc') : null,
    product.can_gft ? t('availability.gift') : null,
    product.marking ? t('availability.marking') : null,
  ].filter((fact): fact is string => fact !== null);
  return (
    <Dialog open onClose={close} title={t('availability.title')} description={product.name} closeLabel={t('close')}>
      <ul className={styles.section}>
        {facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
    </Dialog>
  );
};
