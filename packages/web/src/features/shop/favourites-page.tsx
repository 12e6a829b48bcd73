import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { hrefTo } from '../../config/paths';
import { useTranslation } from '../../i18n/use-translation';
import { useViewer } from '../../lib/auth';
import { Link } from '../../lib/link';
import { useModals } from '../../modals/modals-context';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { CopyLink } from '../../ui/copy-link';
import { useFavourites } from './api/get-favourites';
import { useSharedSet } from './api/get-shared-set';
import { useProductSets } from './api/product-sets';
import type { ShopProductSet } from './api/types';
import { ProductGrid } from './components/product-card';
import { ShopFailure, ShopLoading } from './components/shop-state';
import styles from './shop.module.css';

const SetPanel = ({ set }: { set: ShopProductSet }) => {
  const { t } = useTranslation('shop');
  const sets = useProductSets();
  const { open } = useModals();
  const [link, setLink] = useState<string | null>(null);
  const share = async () => {
    const shared = await sets.share.mutateAsync({ params: { path: { id: String(set.id) } } });
    // The link opens on this site: the path the upstream gave, on the host the visitor is on.
    const url = new URL(shared.link);
    setLink(`${window.location.origin}${url.pathname}`);
  };
  return (
    <section className={styles.panel} aria-label={set.name}>
      <div className={styles.sectionHead}>
        <h3 className={styles.sectionTitle}>{set.name}</h3>
        <div className={styles.row}>
          <Button
            variant="secondary"
            onClick={() => open('product-set-creation', { rename: { id: set.id, name: set.name } })}
          >
            {t('sets.rename')}
          </Button>
          <Button variant="secondary" onClick={() => void share()} disabled={sets.share.isPending}>
            {t('sets.share')}
          </Button>
          <Button
            variant="quiet"
            onClick={() =>
              open('confirm', {
                text: t('sets.deleteConfirm', { name: set.name }),
                confirmLabel: t('sets.delete'),
                onConfirm: () => sets.remove.mutateAsync({ params: { path: { id: String(set.id) } } }),
              })
            }
          >
            {t('sets.delete')}
          </Button>
        </div>
      </div>
      {link && (
        <CopyLink url={link} labels={{ link: t('sets.link'), copy: t('sets.copy'), copied: t('sets.copied') }} />
      )}
      {set.products.length === 0 && set.unavailable_products.length === 0 ? (
        <p className={styles.muted}>{t('sets.emptySet')}</p>
      ) : (
        <ul className={styles.section} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {[...set.products, ...set.unavailable_products].map((product) => (
            <li key={product.id} className={styles.row}>
              <Link to={product.path}>{product.name}</Link>
              {set.unavailable_products.includes(product) && (
                <span className={styles.muted}>{t('sets.unavailable')}</span>
              )}
              <Button
                variant="quiet"
                aria-label={t('sets.removeProduct', { name: product.name })}
                onClick={() =>
                  sets.removeProduct.mutate({ params: { path: { id: String(set.id), product_id: product.id } } })
                }
              >
                {t('sets.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

/** /shop/products/favorite: favourite products and product sets; a visitor is asked to sign in. */
export const FavouritesPage = () => {
  const { t } = useTranslation('shop');
  const { signedIn } = useViewer();
  const favourites = useFavourites(signedIn);
  const { open } = useModals();
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('favourites.title')}</h1>
      </header>
      {!signedIn ? (
        <div className={styles.panel}>
          <p className={styles.muted}>{t('favourites.signIn')}</p>
          <div>
            <Button onClick={() => open('sign-in')}>{t('favourites.signInButton')}</Button>
          </div>
        </div>
      ) : favourites.isPending ? (
        <ShopLoading />
      ) : favourites.isError ? (
        <ShopFailure onRetry={() => void favourites.refetch()} />
      ) : (
        <>
          <section className={styles.section} aria-labelledby="favourite-products">
            <h2 id="favourite-products" className={styles.sectionTitle}>
              {t('favourites.products')}
            </h2>
            <ProductGrid products={favourites.data.products} empty={t('favourites.empty')} />
          </section>
          <section className={styles.section} aria-labelledby="favourite-sets">
            <div className={styles.sectionHead}>
              <h2 id="favourite-sets" className={styles.sectionTitle}>
                {t('sets.title')}
              </h2>
              <Button onClick={() => open('product-set-creation', {})}>{t('sets.create')}</Button>
            </div>
            {favourites.data.sets.length === 0 ? (
              <p className={styles.muted}>{t('sets.none')}</p>
            ) : (
              favourites.data.sets.map((set) => <SetPanel key={set.id} set={set} />)
            )}
          </section>
          <p>
            <Link to={hrefTo('ShopMain')}>{t('state.toShop')}</Link>
          </p>
        </>
      )}
    </div>
  );
};

/** /shop/products/favorite/{set_id}: a shared set, what is sold here apart from what is not. */
export const FavouriteSetPage = () => {
  const { t } = useTranslation('shop');
  const { setId = '' } = useParams();
  return <SharedSet id={setId} title={t('sets.shared')} />;
};

const SharedSet = ({ id, title }: { id: string; title: string }) => {
  const { t } = useTranslation('shop');
  const set = useSharedSet(id);
  if (set.isPending) return <ShopLoading />;
  if (set.isError) return <ShopFailure onRetry={() => void set.refetch()} />;
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <p className={styles.muted}>{title}</p>
        <h1 className={styles.title}>{set.data.name}</h1>
      </header>
      <ProductGrid products={set.data.products} empty={t('sets.emptySet')} />
      {set.data.unavailable_products.length > 0 && (
        <section className={styles.section} aria-labelledby="set-unavailable">
          <h2 id="set-unavailable" className={styles.sectionTitle}>
            {t('sets.unavailableTitle')}
          </h2>
          <Alert tone="info">{t('sets.unavailableText')}</Alert>
          <ul>
            {set.data.unavailable_products.map((product) => (
              <li key={product.id}>{product.name}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
};
