import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../../ui/button';
import { listSummary, PageMeta } from '../../ui/page-meta';
import { readProductListPage, useProductList } from './api/get-product-list';
import type { ProductListKind } from './api/types';
import { ProductGrid } from './components/product-card';
import { ShopFailure, ShopLoading } from './components/shop-state';
import styles from './shop.module.css';

const ProductListPage = ({ kind }: { kind: ProductListKind }) => {
  const { t } = useTranslation('shop');
  const [search, setSearch] = useSearchParams();
  const page = readProductListPage(search);
  const list = useProductList(kind, page);
  const go = (next: number) =>
    setSearch((current) => {
      const params = new URLSearchParams(current);
      if (next > 1) params.set('page', String(next));
      else params.delete('page');
      return params;
    });
  if (list.isPending) return <ShopLoading />;
  if (list.isError) return <ShopFailure onRetry={() => void list.refetch()} />;
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <PageMeta
          title={t(`lists.${kind}`)}
          description={listSummary(
            t(`lists.${kind}`),
            list.data.products.slice(0, 6).map((p) => p.name),
          )}
        />
        <h1 className={styles.title}>{t(`lists.${kind}`)}</h1>
        <p className={styles.lead}>{t('lists.total', { count: list.data.total })}</p>
      </header>
      <ProductGrid products={list.data.products} empty={t('listing.empty')} />
      {(page > 1 || list.data.has_more) && (
        <nav className={styles.pager} aria-label={t('listing.pages')}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => go(page - 1)}>
            {t('listing.previous')}
          </Button>
          <span>{t('listing.page', { page })}</span>
          <Button variant="secondary" disabled={!list.data.has_more} onClick={() => go(page + 1)}>
            {t('listing.next')}
          </Button>
        </nav>
      )}
    </div>
  );
};

/** /shop/products/new, /promo (also /promo) and /new-and-promo (also /new-and-promo). */
export const NewProductsPage = () => <ProductListPage kind="new" />;
export const PromoProductsPage = () => <ProductListPage kind="promo" />;
export const NewAndPromoPage = () => <ProductListPage kind="new-and-promo" />;
