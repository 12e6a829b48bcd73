import { BRAND_NAME } from '../../config/brand';
import { useTranslation } from '../../i18n/use-translation';
import { useAddressSearch } from '../../ui/search-form';
import { Spinner } from '../../ui/spinner';
import { useSiteSearch } from './api/get-site-search';
import { PageHero } from './components/page-hero';
import { PageError } from './components/page-state';
import { SearchResults } from './search/search-results';
import { SiteSearchForm } from './search/site-search-form';
import styles from './search-results-page.module.css';

/** Spec 1 §2 /search-results?q=: every hit of the search modal's query. */
export const SearchResultsPage = () => {
  const { t } = useTranslation('corporate');
  const { q, ...address } = useAddressSearch();
  const search = useSiteSearch(q);

  return (
    <article aria-labelledby="search-title">
      <title>{`${t('search.resultsTitle')} · ${BRAND_NAME}`}</title>
      <PageHero
        id="search-title"
        title={t('search.resultsTitle')}
        lead={q && search.data ? t('search.found', { q, count: search.data.total }) : null}
      >
        <SiteSearchForm className={styles.form} {...address} />
      </PageHero>
      <div className={styles.content}>
        {!q && <p className={styles.note}>{t('search.prompt')}</p>}
        {q && search.isPending && <Spinner label={t('state.loading')} />}
        {q && search.isError && <PageError onRetry={() => void search.refetch()} />}
        {q && search.data?.total === 0 && <p className={styles.note}>{t('search.empty', { q })}</p>}
        {q && search.data && search.data.total > 0 && <SearchResults result={search.data} />}
      </div>
    </article>
  );
};
