import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { hrefTo } from '../../config/paths';
import { useTranslation } from '../../i18n/use-translation';
import { useViewer } from '../../lib/auth';
import { Link } from '../../lib/link';
import { useModals } from '../../modals/modals-context';
import { Button } from '../../ui/button';
import { PageMeta, summaryOf } from '../../ui/page-meta';
import { RichText } from '../../ui/rich-text';
import { useProductPage } from './api/get-product-page';
import type { ProductDetail } from './api/types';
import { AddToCartButton } from './components/add-to-cart-button';
import { FavouriteButton } from './components/favourite-button';
import { Price } from './components/price';
import { ProductQr } from './components/product-qr';
import { ProductRow } from './components/product-row';
import { Rating } from './components/rating';
import { Reviews } from './components/reviews';
import { ShopFailure, ShopLoading } from './components/shop-state';
import styles from './product-page.module.css';
import shop from './shop.module.css';

const Facts = ({ product }: { product: ProductDetail }) => {
  const { t } = useTranslation('product');
  const rows: [string, string | null][] = [
    [t('facts.composition'), product.composition],
    [t('facts.usage'), product.usage],
    [t('facts.volume'), product.volume],
  ];
  return (
    <dl className={styles.facts}>
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
};

/**
 * The product page (/shop/brands/{brand}/{code}): one gateway call brings the product, its reviews
 * and the recommended and periodic products. A product that moved is followed (spec 1 §8).
 */
export const ProductPage = () => {
  const { t } = useTranslation('product');
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const page = useProductPage(code);
  const { open } = useModals();
  const { signedIn, hasReferralCode } = useViewer();
  const [quantity, setQuantity] = useState(1);
  const [image, setImage] = useState(0);

  const moved = page.data?.status === 'moved' ? page.data.redirect : null;
  useEffect(() => {
    if (moved) void navigate(moved, { replace: true });
  }, [moved, navigate]);

  if (page.isPending || moved) return <ShopLoading group="product" />;
  if (page.isError) return <ShopFailure onRetry={() => void page.refetch()} />;
  if (page.data.status !== 'found') return null;
  const { product, related, recommended, periodic, reviews } = page.data;
  const max = product.max_per_order ?? 99;
  const reviewHref = hrefTo('ShopProductReview', { brand: product.brand.path, code: product.code });

  return (
    <div className={shop.page}>
      <nav aria-label={t('nav.breadcrumbs')}>
        <ol className={shop.crumbs}>
          <li>
            <Link to={hrefTo('ShopMain')}>{t('nav.shop')}</Link>
          </li>
          <li>
            <Link to={hrefTo('ShopBrand', { path: product.brand.path })}>{product.brand.name}</Link>
          </li>
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>

      <div className={styles.layout}>
        <div className={styles.gallery}>
          <img className={styles.mainImage} src={product.images[image] ?? product.thumbnail} alt={product.name} />
          {product.images.length > 1 && (
            <ul className={styles.thumbs} aria-label={t('gallery.label')}>
              {product.images.map((src, index) => (
                <li key={src}>
                  <button
                    type="button"
                    className={index === image ? `${styles.thumb} ${styles.thumbOn}` : styles.thumb}
                    aria-label={t('gallery.show', { index: index + 1 })}
                    aria-pressed={index === image}
                    onClick={() => setImage(index)}
                  >
                    <img src={src} alt="" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>

        <div className={styles.info}>
          <p className={shop.muted}>
            <Link to={hrefTo('ShopBrand', { path: product.brand.path })}>{product.brand.name}</Link> ·{' '}
            {t('code', { code: product.code })}
          </p>
          <PageMeta title={product.name} description={summaryOf(product.description) || product.name} />
          <h1 className={shop.title}>{product.name}</h1>
          <Rating value={product.rating} count={product.reviews_count} />
          <Price product={product} large />
          {product.actions.length > 0 && (
            <ul className={styles.actions} aria-label={t('actions.label')}>
              {product.actions.map((action) => (
                <li key={action.id}>
                  <strong>{action.name}</strong>
                  {action.description ? ` — ${action.description}` : ''}
                </li>
              ))}
            </ul>
          )}
          <p>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => open('product-availability', { product })}
            >
              {product.in_stock ? t('availability.inStock') : t('availability.outOfStock')} · {t('availability.more')}
            </button>
          </p>
          <div className={shop.row}>
            <label className={shop.label}>
              {t('quantity')}
              <input
                className={styles.quantity}
                type="number"
                min={1}
                max={max}
                value={quantity}
                onChange={(event) => setQuantity(Math.min(max, Math.max(1, Number(event.target.value) || 1)))}
              />
            </label>
            <AddToCartButton product={product} quantity={quantity} />
            <FavouriteButton id={product.id} favourite={product.is_favorite} name={product.name} />
          </div>
          <div className={shop.row}>
            <Button
              variant="secondary"
              onClick={() => (signedIn ? open('product-set-add', { productId: product.id }) : open('sign-in'))}
            >
              {t('sets.add')}
            </Button>
            {hasReferralCode && (
              <Button
                variant="secondary"
                onClick={() => open('product-ref-options', { code: product.code, name: product.name })}
              >
                {t('ref.share')}
              </Button>
            )}
          </div>
          <ProductQr code={product.code} name={product.name} />
          {product.type === 0 && (
            <p>
              <Button variant="secondary" onClick={() => open('installment-request')}>
                {t('installment.title')}
              </Button>
            </p>
          )}
        </div>
      </div>

      <section className={shop.section} aria-labelledby="product-about">
        <h2 id="product-about" className={shop.sectionTitle}>
          {t('about')}
        </h2>
        <RichText html={product.description} />
        <Facts product={product} />
        {product.certificates.length > 0 && (
          <ul>
            {product.certificates.map((certificate) => (
              <li key={certificate.file}>
                <a href={certificate.file}>{certificate.name}</a>
              </li>
            ))}
          </ul>
        )}
      </section>

      <Reviews code={product.code} first={reviews} writeHref={reviewHref} />
      <ProductRow title={t('periodic')} products={periodic} />
      <ProductRow title={t('recommended')} products={recommended} />
      <ProductRow title={t('related')} products={related} />
    </div>
  );
};
