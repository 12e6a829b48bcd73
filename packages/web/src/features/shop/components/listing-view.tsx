import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../../i18n/use-translation';
import { searchWithModals } from '../../../modals/modal-state';
import { useModals } from '../../../modals/modals-context';
import { Button } from '../../../ui/button';
import { activeFilters, LISTING_SORTS, type Listing, readListing, writeListing } from '../api/listing-query';
import type { ListingSort, ShopFilter, ShopProduct } from '../api/types';
import styles from '../shop.module.css';
import { ProductGrid } from './product-card';

/** The listing state of the page in the address: filters, sort and page survive a reload and a shared link. */
export const useListing = () => {
  const [search, setSearch] = useSearchParams();
  const listing = readListing(search);
  const update = (change: Partial<Listing>) =>
    setSearch((current) => writeListing(current, { ...readListing(current), page: 1, ...change }));
  /**
   * The catalogue-filters dialog's change: it replaces the dialog's entry, which closes it (as the
   * search dialog's results page does); a close of its own after a push would step back over it.
   */
  const applyFilters = (change: Partial<Listing>) =>
    setSearch(
      (current) =>
        new URLSearchParams(
          searchWithModals(writeListing(current, { ...readListing(current), page: 1, ...change }).toString(), []),
        ),
      { replace: true },
    );
  return { listing, update, applyFilters };
};

/**
 * A page of products with its sort, the catalogue-filters modal and paging. The filters come from
 * the upstream with their counts; `filterFor` says which query parameter each filter code sets.
 */
export const ListingView = ({
  products,
  hasMore,
  filters,
  fetching,
}: {
  products: ShopProduct[];
  hasMore: boolean;
  filters: ShopFilter[];
  fetching: boolean;
}) => {
  const { t } = useTranslation('shop');
  const { listing, update, applyFilters } = useListing();
  const { open } = useModals();
  const count = activeFilters({ ...listing, sort: undefined });
  return (
    <div className={styles.section} aria-busy={fetching}>
      <div className={styles.toolbar}>
        <label className={styles.label}>
          {t('listing.sort')}
          <select
            className={styles.select}
            value={listing.sort ?? 'popular'}
            onChange={(event) => update({ sort: event.target.value as ListingSort })}
          >
            {LISTING_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`listing.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </label>
        {filters.length > 0 && (
          <Button
            variant="secondary"
            aria-haspopup="dialog"
            onClick={() => open('catalogue-filters', { filters, listing, apply: applyFilters })}
          >
            {count > 0 ? t('listing.filtersCount', { active: count }) : t('listing.filters')}
          </Button>
        )}
      </div>
      <ProductGrid products={products} empty={t('listing.empty')} />
      {(listing.page > 1 || hasMore) && (
        <nav className={styles.pager} aria-label={t('listing.pages')}>
          <Button variant="secondary" disabled={listing.page <= 1} onClick={() => update({ page: listing.page - 1 })}>
            {t('listing.previous')}
          </Button>
          <span>{t('listing.page', { page: listing.page })}</span>
          <Button variant="secondary" disabled={!hasMore} onClick={() => update({ page: listing.page + 1 })}>
            {t('listing.next')}
          </Button>
        </nav>
      )}
    </div>
  );
};
