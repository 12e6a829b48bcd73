import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BRAND_NAME } from '../../config/brand';
import { useTranslation } from '../../i18n/use-translation';
import { useModals } from '../../modals/modals-context';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { useNewsPages } from './api/get-news-page';
import { useNewsYears } from './api/get-news-years';
import { PageHero } from './components/page-hero';
import { PageError } from './components/page-state';
import { NewsCard } from './news/news-card';
import { filtersFromSearch, filtersToSearch, type NewsFilters, toggleTag, yearOptions } from './news/news-query';
import styles from './news-page.module.css';

/** Spec 1 §2 /news: tags, a year filter and "more" paging; a news item opens in the news modal. */
export const NewsPage = () => {
  const { t } = useTranslation(['news', 'corporate']);
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const { open } = useModals();
  const pages = useNewsPages(filters);
  const years = useNewsYears();
  const yearId = useId();

  // The address keeps the filters, so a filtered list can be shared.
  const setFilters = (next: NewsFilters) =>
    setSearch(filtersToSearch(next), { replace: true, preventScrollReset: true });

  const news = pages.data?.pages.flatMap((page) => page.news) ?? [];
  const tags = pages.data?.pages[0]?.tags ?? [];
  const filtered = filters.tags.length > 0 || filters.year !== null;

  return (
    <article aria-labelledby="news-title">
      <title>{`${t('title')} · ${BRAND_NAME}`}</title>
      <PageHero id="news-title" title={t('title')} lead={t('lead')} />
      <div className={styles.content}>
        <section className={styles.filters} aria-label={t('filters')}>
          <fieldset className={`${styles.field} ${styles.fieldset}`}>
            <legend className={styles.label}>{t('topics')}</legend>
            <div className={styles.chips}>
              <button
                type="button"
                className={styles.chip}
                aria-pressed={filters.tags.length === 0}
                onClick={() => setFilters({ ...filters, tags: [] })}
              >
                {t('allTopics')}
              </button>
              {tags.map((tag) => (
                <button
                  key={tag.id}
                  type="button"
                  className={styles.chip}
                  aria-pressed={filters.tags.includes(tag.id)}
                  onClick={() => setFilters(toggleTag(filters, tag.id))}
                >
                  {tag.name}
                </button>
              ))}
            </div>
          </fieldset>
          <div className={styles.field}>
            <label htmlFor={yearId} className={styles.label}>
              {t('year')}
            </label>
            <select
              id={yearId}
              className={styles.select}
              value={filters.year ?? ''}
              onChange={(event) =>
                setFilters({ ...filters, year: event.target.value ? Number(event.target.value) : null })
              }
            >
              <option value="">{t('allYears')}</option>
              {yearOptions(years.data?.years ?? [], filters.year).map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
          </div>
        </section>

        {pages.isPending && (
          <div className={styles.state}>
            <Spinner label={t('corporate:state.loading')} />
          </div>
        )}
        {pages.isError && <PageError onRetry={() => void pages.refetch()} />}
        {pages.isSuccess && news.length === 0 && (
          <div className={styles.state}>
            <p>{t('empty')}</p>
            {filtered && (
              <Button variant="secondary" onClick={() => setFilters({ tags: [], year: null })}>
                {t('reset')}
              </Button>
            )}
          </div>
        )}
        {news.length > 0 && (
          <ul className={styles.grid} aria-busy={pages.isFetching}>
            {news.map((item) => (
              <li key={item.id}>
                <NewsCard news={item} onOpen={(id) => open('news', { id, preview: item })} headingLevel="h2" />
              </li>
            ))}
          </ul>
        )}
        {pages.hasNextPage && (
          <div className={styles.more}>
            <Button variant="secondary" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
              {pages.isFetchingNextPage ? t('corporate:state.loading') : t('more')}
            </Button>
          </div>
        )}
      </div>
    </article>
  );
};
