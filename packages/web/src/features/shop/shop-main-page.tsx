import { hrefTo } from '../../config/paths';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../../lib/link';
import { PageMeta, summaryOf } from '../../ui/page-meta';
import { useShopMain } from './api/get-shop-main';
import { logClick } from './api/log-click';
import { ProductRow } from './components/product-row';
import { sectionHref } from './components/section-nav';
import { ShopFailure, ShopLoading } from './components/shop-state';
import styles from './shop.module.css';

/** ShopMain (/shop): banners, the catalogue's sections, sales, news, kits and brands, from one gateway call. */
export const ShopMainPage = () => {
  const { t } = useTranslation('shop');
  const main = useShopMain();
  if (main.isPending) return <ShopLoading group="shopMain" />;
  if (main.isError) return <ShopFailure onRetry={() => void main.refetch()} />;
  const { banners, menu, brands } = main.data;
  const eco = menu.blocks.eco_green;
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <PageMeta title={t('main.title')} description={summaryOf(t('main.lead'))} />
        <h1 className={styles.title}>{t('main.title')}</h1>
        <p className={styles.lead}>{t('main.lead')}</p>
      </header>

      {banners.length > 0 && (
        <ul className={styles.banners} aria-label={t('main.banners')}>
          {banners.map((banner) => (
            <li key={banner.id}>
              <Link
                className={styles.banner}
                to={banner.link ?? hrefTo('ShopMain')}
                onClick={() => logClick(`banner-${banner.id}`, 'shop-main')}
              >
                <picture>
                  {banner.mobile_image && <source media="(max-width: 40rem)" srcSet={banner.mobile_image} />}
                  <img className={styles.bannerImage} src={banner.image} alt="" />
                </picture>
                <p className={styles.bannerTitle}>{banner.title}</p>
              </Link>
            </li>
          ))}
        </ul>
      )}

      <section className={styles.section} aria-labelledby="shop-sections">
        <h2 id="shop-sections" className={styles.sectionTitle}>
          {t('main.sections')}
        </h2>
        <ul className={styles.cards}>
          {menu.sections.map((section) => (
            <li key={section.id}>
              <Link to={sectionHref(section.path)} className={styles.tile}>
                {section.image && <img src={section.image} alt="" className={styles.tileImage} loading="lazy" />}
                <p className={styles.tileTitle}>{section.name}</p>
                <p className={styles.tileText}>{section.subsections.map((s) => s.name).join(' · ')}</p>
              </Link>
            </li>
          ))}
          {eco && (
            <li>
              <Link to={hrefTo('ShopEcoGreen')} className={styles.tile}>
                {eco.image && <img src={eco.image} alt="" className={styles.tileImage} loading="lazy" />}
                <p className={styles.tileTitle}>{eco.title ?? t('eco.title')}</p>
                <p className={styles.tileText}>{t('eco.lead')}</p>
              </Link>
            </li>
          )}
        </ul>
      </section>

      <ProductRow
        title={t('main.sales')}
        products={main.data.sales}
        more={<Link to={hrefTo('ShopPromoProducts')}>{t('main.all')}</Link>}
      />
      <ProductRow
        title={t('main.new')}
        products={main.data.new_products}
        more={<Link to={hrefTo('ShopNewProducts')}>{t('main.all')}</Link>}
      />
      <ProductRow title={t('main.startSets')} products={main.data.start_sets} />
      <ProductRow title={t('main.newbieSets')} products={main.data.start_newbie_sets} />
      <ProductRow title={t('main.turboSets')} products={main.data.turbo_sets} />

      <section className={styles.section} aria-labelledby="shop-brands">
        <div className={styles.sectionHead}>
          <h2 id="shop-brands" className={styles.sectionTitle}>
            {t('main.brands')}
          </h2>
          <Link to={hrefTo('ShopBrands')}>{t('main.allBrands')}</Link>
        </div>
        <ul className={styles.cards}>
          {brands.map((brand) => (
            <li key={brand.id}>
              <Link to={hrefTo('ShopBrand', { path: brand.path })} className={styles.tile}>
                <img src={brand.logo} alt="" className={styles.tileImage} loading="lazy" />
                <p className={styles.tileTitle}>{brand.name}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.panel} aria-labelledby="shop-survey">
        <h2 id="shop-survey" className={styles.sectionTitle}>
          {t('survey.title')}
        </h2>
        <p className={styles.muted}>{t('survey.teaser')}</p>
        <p>
          <Link to={hrefTo('ShopSurvey')}>{t('survey.start')}</Link>
        </p>
      </section>
    </div>
  );
};
