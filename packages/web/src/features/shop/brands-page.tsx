import { hrefTo } from '../../config/paths';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../../lib/link';
import { listSummary, PageMeta } from '../../ui/page-meta';
import { RichText } from '../../ui/rich-text';
import { useBrands } from './api/get-brands';
import { ShopFailure, ShopLoading } from './components/shop-state';
import styles from './shop.module.css';

/** /shop/brands: every brand sold in the country. */
export const BrandsPage = () => {
  const { t } = useTranslation('shop');
  const brands = useBrands();
  if (brands.isPending) return <ShopLoading group="brandList" />;
  if (brands.isError) return <ShopFailure onRetry={() => void brands.refetch()} />;
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <PageMeta
          title={t('brands.title')}
          description={listSummary(
            t('brands.lead'),
            brands.data.brands.map((brand) => brand.name),
          )}
        />
        <h1 className={styles.title}>{t('brands.title')}</h1>
        <p className={styles.lead}>{t('brands.lead')}</p>
      </header>
      {brands.data.brands.length === 0 ? (
        <p className={styles.muted}>{t('state.empty')}</p>
      ) : (
        <ul className={styles.cards}>
          {brands.data.brands.map((brand) => (
            <li key={brand.id}>
              <Link to={hrefTo('ShopBrand', { path: brand.path })} className={styles.tile}>
                <img src={brand.logo} alt="" className={styles.tileImage} loading="lazy" />
                <p className={styles.tileTitle}>{brand.name}</p>
                <RichText html={brand.description} className={styles.tileText} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
