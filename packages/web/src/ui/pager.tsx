import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '../i18n/use-translation';
import { Button } from './button';
import styles from './pager.module.css';

/** The query parameter every paged list keeps its page in, so a page can be linked and reloaded. */
export const PAGE_PARAM = 'page';

/** The current page from `?page=` (1 when absent or not a positive whole number), and how to change it. */
export const usePageParam = (): [number, (page: number) => void] => {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get(PAGE_PARAM));
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next <= 1) updated.delete(PAGE_PARAM);
      else updated.set(PAGE_PARAM, String(next));
      return updated;
    });
  return [page, setPage];
};

interface PagerProps {
  /** Whether a page follows this one; or give `pageCount` when the total is known. */
  hasMore?: boolean;
  pageCount?: number;
  label?: string;
}

/** Previous and next for a list paged by the server, bound to `?page=`. Hidden for a single page. */
export const Pager = ({ hasMore, pageCount, label }: PagerProps) => {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  const more = pageCount === undefined ? Boolean(hasMore) : page < pageCount;
  if (page <= 1 && !more) return null;
  return (
    <nav className={styles.pager} aria-label={label ?? t('pager.label')}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
        {t('pager.previous')}
      </Button>
      <span className={styles.position} aria-current="page">
        {pageCount === undefined ? t('pager.page', { page }) : t('pager.pageOf', { page, total: pageCount })}
      </span>
      <Button variant="secondary" disabled={!more} onClick={() => setPage(page + 1)}>
        {t('pager.next')}
      </Button>
    </nav>
  );
};
