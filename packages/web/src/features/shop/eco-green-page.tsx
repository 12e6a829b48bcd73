import { useTranslation } from '../../i18n/use-translation';
import { listSummary, PageMeta, summaryOf } from '../../ui/page-meta';
import { RichText } from '../../ui/rich-text';
import { useEcoGreen } from './api/get-eco-green';
import { ListingView, useListing } from './components/listing-view';
import { ShopFailure, ShopLoading } from './components/shop-state';
import styles from './shop.module.css';

/** /shop/eco-green: the eco-green block of the CMS over the eco household listing. */
export const EcoGreenPage = () => {
  const { t } = useTranslation('shop');
  const { listing } = useListing();
  const page = useEcoGreen(listing);
  if (page.isPending) return <ShopLoading group="section" />;
  if (page.isError) return <ShopFailure onRetry={() => void page.refetch()} />;
  const { intro, section } = page.data;
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <PageMeta
          title={intro?.title ?? t('eco.title')}
          description={
            summaryOf(intro?.text ?? '') ||
            listSummary(
              t('eco.title'),
              section.products.slice(0, 6).map((p) => p.name),
            )
          }
        />
        <h1 className={styles.title}>{intro?.title ?? t('eco.title')}</h1>
        {intro?.text ? (
          <RichText html={intro.text} className={styles.lead} />
        ) : (
          <p className={styles.lead}>{t('eco.lead')}</p>
        )}
      </header>
      <ListingView
        products={section.products}
        hasMore={section.has_more}
        filters={section.filters}
        fetching={page.isFetching}
      />
    </div>
  );
};
