import { useParams } from 'react-router-dom';
import { hrefTo } from '../../config/paths';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../../lib/link';
import { listSummary, PageMeta } from '../../ui/page-meta';
import { useSectionPage } from './api/get-section-page';
import { ListingView, useListing } from './components/listing-view';
import { SectionNav, sectionHref } from './components/section-nav';
import { ShopFailure, ShopLoading } from './components/shop-state';
import styles from './shop.module.css';

/** /shop/{section} and /shop/{section}/{subsection}: subsections, filters and products; empty says so. */
export const SectionPage = () => {
  const { t } = useTranslation('shop');
  const { section = '', subsection } = useParams();
  const { listing } = useListing();
  const page = useSectionPage(section, subsection, listing);
  if (page.isPending) return <ShopLoading group="section" />;
  if (page.isError) return <ShopFailure onRetry={() => void page.refetch()} />;
  const data = page.data;
  const title = data.subsection?.name ?? data.section.name;
  return (
    <div className={styles.page}>
      <nav aria-label={t('nav.breadcrumbs')}>
        <ol className={styles.crumbs}>
          <li>
            <Link to={hrefTo('ShopMain')}>{t('nav.shop')}</Link>
          </li>
          {data.subsection ? (
            <li>
              <Link to={sectionHref(data.section.path)}>{data.section.name}</Link>
            </li>
          ) : null}
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <header className={styles.head}>
        <PageMeta
          title={title}
          description={listSummary(
            title,
            data.products.slice(0, 6).map((p) => p.name),
          )}
        />
        <h1 className={styles.title}>{title}</h1>
      </header>
      <SectionNav sections={data.sections} current={data.section.path} />
      {data.section.subsections.length > 0 && (
        <ul className={styles.chips} aria-label={t('nav.subsections')}>
          <li>
            <Link
              to={sectionHref(data.section.path)}
              className={data.subsection ? styles.chip : `${styles.chip} ${styles.chipOn}`}
              aria-current={data.subsection ? undefined : 'page'}
            >
              {t('listing.all')}
            </Link>
          </li>
          {data.section.subsections.map((sub) => (
            <li key={sub.id}>
              <Link
                to={sectionHref(sub.path)}
                className={data.subsection?.path === sub.path ? `${styles.chip} ${styles.chipOn}` : styles.chip}
                aria-current={data.subsection?.path === sub.path ? 'page' : undefined}
              >
                {sub.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <ListingView products={data.products} hasMore={data.has_more} filters={data.filters} fetching={page.isFetching} />
    </div>
  );
};
