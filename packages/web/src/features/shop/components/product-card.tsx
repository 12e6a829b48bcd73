import { useTranslation } from '../../../i18n/use-translation';
import { Link } from '../../../lib/link';
import type { ShopProduct } from '../api/types';
import { AddToCartButton } from './add-to-cart-button';
import { FavouriteButton } from './favourite-button';
import { PriceView } from './price';
import styles from './product-card.module.css';
import { RatingView } from './rating';

/** One product in a listing: picture, name, rating, price, the heart and the cart button. */
export const ProductCard = ({ product }: { product: ShopProduct }) => {
  const { t, i18n } = useTranslation('shop');
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <img src={product.thumbnail} alt="" loading="lazy" width={240} height={240} className={styles.image} />
        <div className={styles.badges}>
          {product.is_new && <span className={styles.badge}>{t('card.new')}</span>}
          {product.is_promo && <span className={`${styles.badge} ${styles.badgePromo}`}>{t('card.promo')}</span>}
        </div>
        <div className={styles.heartSlot}>
          <FavouriteButton id={product.id} favourite={product.is_favorite} name={product.name} />
        </div>
      </div>
      <div className={styles.body}>
        <p className={styles.brand}>{product.brand.name}</p>
        <h3 className={styles.name}>
          <Link to={product.path} className={styles.link}>
            {product.name}
          </Link>
        </h3>
        <RatingView value={product.rating} count={product.reviews_count} t={t} />
        <PriceView product={product} t={t} language={i18n.language} />
        <AddToCartButton product={product} compact />
      </div>
    </article>
  );
};

/** A grid of cards; an empty list says so (spec: never a blank page). */
export const ProductGrid = ({ products, empty }: { products: ShopProduct[]; empty?: string }) => {
  const { t } = useTranslation('shop');
  if (products.length === 0) return <p className={styles.empty}>{empty ?? t('state.empty')}</p>;
  return (
    <ul className={styles.grid}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
};
