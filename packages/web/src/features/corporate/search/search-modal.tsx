import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { useDebounced } from '../../../lib/use-debounced';
import type { ModalComponentProps } from '../../../modals/modal-definition';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { typedSearch, useSearchForm } from '../../../ui/search-form';
import { Spinner } from '../../../ui/spinner';
import { SEARCH_MODAL_LIMIT, useSiteSearch } from '../api/get-site-search';
import styles from './search-modal.module.css';
import { SearchResults } from './search-results';
import { SiteSearchForm } from './site-search-form';

/** Spec 1 §2 modal "search": a few hits of each kind as you type; Enter shows them all. */
export const SearchModal = ({ close }: ModalComponentProps) => {
  const { t } = useTranslation('corporate');
  const navigate = useNavigate();
  const form = useSearchForm();
  const typed = typedSearch(form);
  const q = useDebounced(typed);
  const search = useSiteSearch(q, SEARCH_MODAL_LIMIT);

  // The results page replaces the dialog's entry, which closes it (see SearchResults' `replace`).
  const showAll = (query: string) => void navigate(paths.SearchResults.href(query), { replace: true });

  return (
    <Dialog open onClose={close} title={t('search.title')} closeLabel={t('search.close')} className={styles.dialog}>
      <SiteSearchForm form={form} onSearch={showAll} autoFocus />
      <div className={styles.results} aria-live="polite" aria-busy={search.isFetching}>
        {q && search.isPending && <Spinner label={t('state.loading')} />}
        {q && search.isError && <p role="alert">{t('state.errorTitle')}</p>}
        {q && search.data && search.data.total === 0 && <p className={styles.empty}>{t('search.empty', { q })}</p>}
        {q && search.data && search.data.total > 0 && (
          <>
            <SearchResults result={search.data} replace headingLevel="h3" />
            <p className={styles.all}>
              <Button variant="secondary" onClick={() => showAll(typed)}>
                {t('search.all', { total: search.data.total })}
              </Button>
            </p>
          </>
        )}
      </div>
    </Dialog>
  );
};
