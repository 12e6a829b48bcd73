import type { TFunction } from 'i18next';
import { useTranslation } from '../../../i18n/use-translation';
import { formatPrice } from '../../../lib/format-price';
import type { ShopProduct } from '../api/types';
import styles from './product-card.module.css';

interface PriceProps {
  product: ShopProduct;
  large?: boolean;
}

/** A price in the site's currency (spec 1 §9: two decimals; ONE is the product's own unit), the old one struck. */
export const Price = (props: PriceProps) => {
  const { t, i18n } = useTranslation('shop');
  return <PriceView {...props} t={t} language={i18n.language} />;
};

/** The same with the texts of a caller that has them (a listing's cards: one translation hook per card, not per part). */
export const PriceView = ({
  product,
  large = false,
  t,
  language,
}: PriceProps & { t: TFunction<'shop'>; language: string }) => {
  const format = (amount: number) => formatPrice(amount, product.currency_code, language);
  return (
    <p className={large ? `${styles.price} ${styles.priceLarge}` : styles.price}>
      <span className={styles.now}>
        <span className={styles.visuallyHidden}>{t('card.price')} </span>
        {format(product.price)}
      </span>
      {product.old_price !== null && product.old_price > product.price && (
        <s className={styles.old}>
          <span className={styles.visuallyHidden}>{t('card.oldPrice')} </span>
          {format(product.old_price)}
        </s>
      )}
      <span className={styles.pv}>{t('card.pv', { value: product.value })}</span>
    </p>
  );
};
