import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Alert } from './alert';
import { Button } from './button';
import styles from './query-view.module.css';
import { Spinner } from './spinner';

/**
 * Spec 2 §2: the page groups that have their own loading indicator. Each names what is loading,
 * so a screen reader (and a slow phone) says more than "loading".
 */
export type LoadingGroup =
  | 'shop'
  | 'shopMain'
  | 'productById'
  | 'brandList'
  | 'section'
  | 'office'
  | 'dashboard'
  | 'orderById'
  | 'links'
  | 'transfers'
  | 'audio'
  | 'events'
  | 'accounts'
  | 'payoutCompanies'
  | 'news'
  | 'partnersAndClients'
  | 'invites'
  | 'agreementRestore'
  | 'creation'
  | 'payoutRequest'
  | 'cardProvider';

interface QueryViewProps<T> {
  /** A TanStack Query result (any error type: the gateway's envelope or a network fault). */
  query: { data: T | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  group: LoadingGroup;
  /** When the data holds nothing to show; `empty` is shown instead of `children`. */
  isEmpty?: (data: T) => boolean;
  /** What to say when there is nothing; a plain "nothing here yet" by default. */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * One way for every page to show a read's three states: loading (by its spec 2 §2 group), failed
 * (with another try; the gateway's envelope has already raised the server-problems banner or
 * redirected where the spec says so) and empty.
 */
export const QueryView = <T,>({ query, group, isEmpty, empty, children }: QueryViewProps<T>) => {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <div className={styles.state} aria-busy="true">
        <Spinner label={t(`loadingGroup.${group}`)} />
        <p className={styles.text}>{t(`loadingGroup.${group}`)}</p>
      </div>
    );
  }
  if (query.isError || query.data === undefined) {
    return (
      <Alert>
        <p>{t('state.failed')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('state.retry')}
        </Button>
      </Alert>
    );
  }
  if (isEmpty?.(query.data)) return <div className={styles.empty}>{empty ?? t('state.empty')}</div>;
  return <>{children(query.data)}</>;
};
