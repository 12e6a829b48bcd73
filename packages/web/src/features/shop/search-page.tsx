import { useSite } from '../../api/get-site';
import { hrefTo } from '../../config/paths';
import { useTranslation } from '../../i18n/use-translation';
import { formatDate } from '../../lib/format-date';
import { Link } from '../../lib/link';
import { PageMeta } from '../../ui/page-meta';
import { SearchForm, useAddressSearch } from '../../ui/search-form';
import { useShopSearch } from './api/get-shop-search';
import { ProductGrid } from './components/product-card';
import { ShopFailure, ShopLoading } from './components/shop-state';
import styles from './shop.module.css';

/** /shop/search?q=: products first, then brands, pages, news and events, with the total. */
export const ShopSearchPage = () => {
  const { t } = useTranslation('shop');
  const { q, ...address } = useAddressSearch();
  const result = useShopSearch(q);
  const { dateFormat } = useSite();
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <PageMeta title={q ? t('search.titleFor', { q }) : t('search.title')} description={t('search.label')} />
        <h1 className={styles.title}>{q ? t('search.titleFor', { q }) : t('search.title')}</h1>
        <SearchForm {...address} label={t('search.label')} submitLabel={t('search.submit')} labelShown />
      </header>
      {q && result.isPending && <ShopLoading />}
      {q && result.isError && <ShopFailure onRetry={() => void result.refetch()} />}
      {q && result.data && (
        <div aria-live="polite" className={styles.page} style={{ padding: 0 }}>
          <p className={styles.muted}>{t('search.total', { count: result.data.total })}</p>
          <section className={styles.section} aria-labelledby="search-products">
            <h2 id="search-products" className={styles.sectionTitle}>
              {t('search.products')}
            </h2>
            <ProductGrid products={result.data.products} empty={t('search.none')} />
          </section>
          {result.data.brands.length > 0 && (
            <section className={styles.section} aria-labelledby="search-brands">
              <h2 id="search-brands" className={styles.sectionTitle}>
                {t('search.brands')}
              </h2>
              <ul className={styles.chips}>
                {result.data.brands.map((brand) => (
                  <li key={brand.id}>
                    <Link className={styles.chip} to={hrefTo('ShopBrand', { path: brand.path })}>
                      {brand.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {[
            ['pages', result.data.static_pages],
            ['events', result.data.events],
          ].map(([key, links]) =>
            (links as { id: number; title: string; path: string }[]).length > 0 ? (
              <section key={key as string} className={styles.section}>
                <h2 className={styles.sectionTitle}>{t(key === 'pages' ? 'search.pages' : 'search.events')}</h2>
                <ul>
                  {(links as { id: number; title: string; path: string }[]).map((link) => (
                    <li key={link.id}>
                      <Link to={link.path}>{link.title}</Link>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null,
          )}
          {result.data.news.length > 0 && (
            <section className={styles.section}>
              <h2 className={styles.sectionTitle}>{t('search.news')}</h2>
              <ul>
                {result.data.news.map((item) => (
                  <li key={item.id}>
                    <Link to={hrefTo('News')}>{item.title}</Link>{' '}
                    <span className={styles.muted}>{formatDate(item.date, dateFormat)}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </div>
  );
};
