import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSite } from '../../../api/get-site';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDate } from '../../../lib/format-date';
import { formatPrice } from '../../../lib/format-price';
import { useModals } from '../../../modals/modals-context';
import cardStyles from '../../../ui/card.module.css';
import { DataTable } from '../../../ui/data-table';
import type { DataColumn } from '../../../ui/data-table-column';
import { PageTitle } from '../../../ui/page-title';
import { Pager, usePageParam } from '../../../ui/pager';
import { QueryView } from '../../../ui/query-view';
import type { TeamPartner } from './api/get-structure';
import { type TeamClient, teamDownloadHref, useClients, usePartners } from './api/get-team-lists';
import { TeamListFilters } from './components/team-list-filters';
import styles from './team.module.css';

type List = 'clients' | 'partners';
const LISTS: readonly List[] = ['clients', 'partners'];
/**
 * Columns after the name take their content's width (`auto`): in a table as wide as its content,
 * `1fr` tracks would all grow to the widest one and push the volumes out of view.
 */

const ClientsTable = ({ page, search }: { page: number; search: string }) => {
  const { t } = useTranslation('team');
  const site = useSite();
  const { open } = useModals();
  const clients = useClients(page, search || undefined);
  const columns = useMemo<DataColumn<TeamClient>[]>(
    () => [
      {
        id: 'name',
        header: t('fields.name'),
        cell: (c) => c.name,
        role: 'title',
        sortValue: (c) => c.name,
        width: 'minmax(9rem, 1fr)',
      },
      { id: 'number', header: t('fields.number'), cell: (c) => c.number, role: 'detail', width: 'auto' },
      { id: 'country', header: t('fields.country'), cell: (c) => c.country, role: 'detail', width: 'auto' },
      {
        id: 'lastOrder',
        header: t('fields.lastOrder'),
        cell: (c) => (c.last_order_date ? formatDate(c.last_order_date, site.dateFormat) : '—'),
        role: 'detail',
        width: 'auto',
      },
      {
        id: 'orders',
        header: t('fields.orders'),
        cell: (c) => c.orders_count,
        role: 'detail',
        align: 'end',
        sortValue: (c) => c.orders_count,
        width: 'auto',
      },
    ],
    [t, site.dateFormat],
  );
  return (
    <QueryView
      query={clients}
      group="partnersAndClients"
      isEmpty={(d) => d.clients.length === 0}
      empty={t('clients.none')}
    >
      {(data) => (
        <>
          <p className={styles.muted}>{t('clients.total', { count: data.total })}</p>
          <DataTable
            columns={columns}
            rows={data.clients}
            rowId={(c) => c.number}
            label={t('clients.clients')}
            onRowClick={(client) => open('my-client', { client })}
          />
          <Pager hasMore={data.has_more} pageCount={Math.ceil(data.total / data.per_page)} label={t('clients.pages')} />
        </>
      )}
    </QueryView>
  );
};

const PartnersTable = ({ page, search, level }: { page: number; search: string; level: number | undefined }) => {
  const { t, i18n } = useTranslation('team');
  const { currency } = useSite();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { open } = useModals();
  const partners = usePartners(page, { search, ...(level ? { level } : {}) });
  const columns = useMemo<DataColumn<TeamPartner>[]>(
    () => [
      {
        id: 'name',
        header: t('fields.name'),
        cell: (p) => p.name,
        role: 'title',
        sortValue: (p) => p.name,
        width: 'minmax(9rem, 1fr)',
      },
      { id: 'number', header: t('fields.number'), cell: (p) => p.number, role: 'detail', width: 'auto' },
      { id: 'rank', header: t('fields.rank'), cell: (p) => p.rank, role: 'status', width: 'auto' },
      {
        id: 'level',
        header: t('fields.level'),
        cell: (p) => p.level,
        role: 'detail',
        align: 'end',
        sortValue: (p) => p.level,
        width: 'auto',
      },
      {
        id: 'LO',
        header: t('fields.LO'),
        cell: (p) => formatPrice(p.LO, currency, language),
        role: 'detail',
        align: 'end',
        sortValue: (p) => p.LO,
        width: 'auto',
      },
      {
        id: 'SGO',
        header: t('fields.SGO'),
        cell: (p) => formatPrice(p.SGO, currency, language),
        role: 'detail',
        align: 'end',
        sortValue: (p) => p.SGO,
        width: 'auto',
      },
    ],
    [t, currency, language],
  );
  return (
    <QueryView
      query={partners}
      group="partnersAndClients"
      isEmpty={(d) => d.partners.length === 0}
      empty={t('clients.nonePartners')}
    >
      {(data) => (
        <>
          <p className={styles.muted}>{t('clients.totalPartners', { count: data.total })}</p>
          <DataTable
            columns={columns}
            rows={data.partners}
            rowId={(p) => p.number}
            label={t('clients.partners')}
            onRowClick={(p) => open('my-partner', { number: p.number })}
          />
          <Pager hasMore={data.has_more} pageCount={Math.ceil(data.total / data.per_page)} label={t('clients.pages')} />
        </>
      )}
    </QueryView>
  );
};

/** /office/business/clients: the client list and the partner list, searched, filtered, paged, downloadable. */
export const ClientsPage = () => {
  const { t } = useTranslation('team');
  const [params, setParams] = useSearchParams();
  const [page] = usePageParam();
  const list: List = params.get('list') === 'partners' ? 'partners' : 'clients';
  const search = params.get('search') ?? '';
  const levelParam = Number(params.get('level'));
  const level = list === 'partners' && Number.isInteger(levelParam) && levelParam > 0 ? levelParam : undefined;
  const set = (change: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    next.delete('page');
    setParams(next);
  };
  return (
    <div className={styles.page}>
      <PageTitle title={t('clients.title')} />
      <h1 className={styles.title}>{t('clients.title')}</h1>
      <div className={styles.tabs} role="tablist" aria-label={t('clients.lists')}>
        {LISTS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={list === name}
            onClick={() => set({ list: name === 'clients' ? undefined : name, search: undefined, level: undefined })}
          >
            {t(`clients.${name}`)}
          </button>
        ))}
      </div>
      <div className={cardStyles.card} role="tabpanel" aria-label={t(`clients.${list}`)}>
        <div className={styles.page}>
          <TeamListFilters
            key={list}
            search={search}
            level={level}
            withLevel={list === 'partners'}
            onChange={(change) =>
              set({ search: change.search || undefined, level: change.level ? String(change.level) : undefined })
            }
          />
          <p>
            <a
              className={styles.download}
              href={teamDownloadHref(list, { search, ...(level ? { level } : {}) })}
              download
            >
              {t(list === 'clients' ? 'clients.downloadClients' : 'clients.downloadPartners')}
            </a>
          </p>
          {list === 'clients' ? (
            <ClientsTable page={page} search={search} />
          ) : (
            <PartnersTable page={page} search={search} level={level} />
          )}
        </div>
      </div>
    </div>
  );
};
