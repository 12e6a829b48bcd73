import { useTranslation } from '../../../i18n/use-translation';
import { formatPrice } from '../../../lib/format-price';
import { Link } from '../../../lib/link';
import { useModals } from '../../../modals/modals-context';
import type { SiteSearchResult } from '../api/get-site-search';
import styles from './search-results.module.css';

interface SearchResultsProps {
  result: SiteSearchResult;
  /**
   * In the search dialog: a followed hit replaces the dialog's history entry. Leaving the dialog's
   * address closes it; closing it first (a history step back) would undo the hit's navigation.
   */
  replace?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/** Spec 1 §3 search result, one group per kind: products, brands, pages, news, events. */
export const SearchResults = ({ result, replace = false, headingLevel: Heading = 'h2' }: SearchResultsProps) => {
  const { t, i18n } = useTranslation('corporate');
  const { open } = useModals();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const links = (kind: 'static_pages' | 'events') =>
    result[kind].map((hit) => (
      <li key={hit.id}>
        <Link to={hit.path} className={styles.link} replace={replace}>
          {hit.title}
        </Link>
      </li>
    ));
  return (
    <div className={styles.groups}>
      {result.products.length > 0 && (
        <section>
          <Heading className={styles.heading}>{t('search.products')}</Heading>
          <ul className={styles.products}>
            {result.products.map((product) => (
              <li key={product.id}>
                <Link to={product.path} className={styles.product} replace={replace}>
                  <img src={product.thumbnail} alt="" loading="lazy" className={styles.thumb} />
                  <span className={styles.productText}>
                    <span className={styles.brand}>{product.brand.name}</span>
                    <span className={styles.name}>{product.name}</span>
                    <span className={styles.price}>{formatPrice(product.price, product.currency_code, language)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {result.brands.length > 0 && (
        <section>
          <Heading className={styles.heading}>{t('search.brands')}</Heading>
          <ul className={styles.chips}>
            {result.brands.map((brand) => (
              <li key={brand.id}>
                <Link to={brand.path} className={styles.chip} replace={replace}>
                  {brand.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {result.static_pages.length > 0 && (
        <section>
          <Heading className={styles.heading}>{t('search.pages')}</Heading>
          <ul className={styles.links}>{links('static_pages')}</ul>
        </section>
      )}
      {result.news.length > 0 && (
        <section>
          <Heading className={styles.heading}>{t('search.news')}</Heading>
          <ul className={styles.links}>
            {result.news.map((news) => (
              <li key={news.id}>
                <button
                  type="button"
                  className={styles.linkButton}
                  aria-haspopup="dialog"
                  onClick={() => open('news', { id: news.id })}
                >
                  {news.title}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {result.events.length > 0 && (
        <section>
          <Heading className={styles.heading}>{t('search.events')}</Heading>
          <ul className={styles.links}>{links('events')}</ul>
        </section>
      )}
    </div>
  );
};
