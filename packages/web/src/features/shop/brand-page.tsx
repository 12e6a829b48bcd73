import { useParams } from 'react-router-dom';
import { hrefTo } from '../../config/paths';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../../lib/link';
import { listSummary, PageMeta, summaryOf } from '../../ui/page-meta';
import { RichText } from '../../ui/rich-text';
import { useBrandPage } from './api/get-brand-page';
import { ListingView, useListing } from './components/listing-view';
import { ShopFailure, ShopLoading } from './components/shop-state';
import styles from './shop.module.css';

/** /shop/brands/{path}: the brand, its sections as quick filters, and its products with filters. */
export const BrandPage = () => {
  const { t } = useTranslation('shop');
  const { path = '' } = useParams();
  const { listing, update } = useListing();
  const page = useBrandPage(path, listing);
  if (page.isPending) return <ShopLoading group="section" />;
  if (page.isError) return <ShopFailure onRetry={() => void page.refetch()} />;
  const { brand, sections, filters, products, has_more } = page.data;
  return (
    <div className={styles.page}>
      <nav aria-label={t('nav.breadcrumbs')}>
        <ol className={styles.crumbs}>
          <li>
            <Link to={hrefTo('ShopMain')}>{t('nav.shop')}</Link>
          </li>
          <li>
            <Link to={hrefTo('ShopBrands')}>{t('brands.title')}</Link>
          </li>
          <li aria-current="page">{brand.name}</li>
        </ol>
      </nav>
      <header className={styles.head}>
        <PageMeta
          title={brand.name}
          description={
            summaryOf(brand.description) ||
            listSummary(
              brand.name,
              products.slice(0, 5).map((p) => p.name),
            )
          }
        />
        <h1 className={styles.title}>{brand.name}</h1>
        <RichText html={brand.description} className={styles.lead} />
      </header>
      {sections.length > 0 && (
        <ul className={styles.chips} aria-label={t('nav.sections')}>
          <li>
            <button
              type="button"
              className={listing.section ? styles.chip : `${styles.chip} ${styles.chipOn}`}
              aria-pressed={!listing.section}
              onClick={() => update({ section: undefined })}
            >
              {t('listing.all')}
            </button>
          </li>
          {sections.map((section) => (
            <li key={section.id}>
              <button
                type="button"
                className={listing.section === section.path ? `${styles.chip} ${styles.chipOn}` : styles.chip}
                aria-pressed={listing.section === section.path}
                onClick={() => update({ section: section.path })}
              >
                {section.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ListingView products={products} hasMore={has_more} filters={filters} fetching={page.isFetching} />
    </div>
  );
};
