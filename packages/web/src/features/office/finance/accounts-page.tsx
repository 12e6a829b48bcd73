import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSite } from '../../../api/get-site';
import { useTranslation } from '../../../i18n/use-translation';
import { useMoney, useSignedMoney } from '../../../lib/money';
import { useModals } from '../../../modals/modals-context';
import { Button, buttonClass } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { DataTable } from '../../../ui/data-table';
import { type DataColumn, dateColumn } from '../../../ui/data-table-column';
import { DateField } from '../../../ui/date-field';
import styles from '../../../ui/money.module.css';
import { PageTitle } from '../../../ui/page-title';
import { PAGE_PARAM, Pager, usePageParam } from '../../../ui/pager';
import { QueryView } from '../../../ui/query-view';
import { ACCOUNT_TYPES, type AccountType, useAccounts } from './api/get-accounts';
import {
  accountDownloadHref,
  type FinanceTransaction,
  type TransactionFilter,
  useTransactions,
} from './api/get-transactions';
import { Balances } from './components/balances';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filter as the address keeps it (`?account=gift&from=2026-01-01&to=2026-01-31`), so a reload keeps it. */
const useFilter = (): [TransactionFilter, (change: TransactionFilter) => void] => {
  const [params, setParams] = useSearchParams();
  const account = ACCOUNT_TYPES.find((a) => a === params.get('account'));
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const filter = {
    account,
    date_from: ISO_DAY.test(from) ? from : undefined,
    date_to: ISO_DAY.test(to) ? to : undefined,
  };
  const change = (next: TransactionFilter) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      const set = (name: string, value: string | undefined) =>
        value ? updated.set(name, value) : updated.delete(name);
      set('account', next.account);
      set('from', next.date_from);
      set('to', next.date_to);
      updated.delete(PAGE_PARAM);
      return updated;
    });
  return [filter, change];
};

const Transactions = ({ filter, page }: { filter: TransactionFilter; page: number }) => {
  const { t } = useTranslation('finance');
  const site = useSite();
  const transactions = useTransactions(page, filter);
  const currency = transactions.data?.transactions[0]?.currency_code ?? 'RUB';
  const money = useMoney(currency);
  const signedMoney = useSignedMoney(currency);
  const columns = useMemo<DataColumn<FinanceTransaction>[]>(
    () => [
      dateColumn({ id: 'date', header: t('transactions.date'), date: (r) => r.date, dateFormat: site.dateFormat }),
      {
        id: 'account',
        header: t('transactions.account'),
        cell: (r) => t(`account.${r.account}`),
        role: 'detail',
        width: 'auto',
      },
      {
        id: 'description',
        header: t('transactions.description'),
        cell: (r) => r.description,
        role: 'detail',
        width: 'minmax(10rem, 1fr)',
      },
      {
        id: 'amount',
        header: t('transactions.amount'),
        cell: (r) => (
          <span className={r.amount > 0 ? `${styles.amount} ${styles.credit}` : styles.amount}>
            {signedMoney(r.amount)}
          </span>
        ),
        role: 'amount',
        sortValue: (r) => r.amount,
      },
      {
        id: 'balance',
        header: t('transactions.balanceAfter'),
        cell: (r) => <span className={styles.amount}>{money(r.balance_after)}</span>,
        role: 'amount',
      },
    ],
    [t, site.dateFormat, money, signedMoney],
  );
  return (
    <QueryView
      query={transactions}
      group="accounts"
      isEmpty={(d) => d.transactions.length === 0}
      empty={t('transactions.none')}
    >
      {(data) => (
        <>
          <p className={styles.muted}>{t('transactions.total', { count: data.total })}</p>
          <DataTable
            columns={columns}
            rows={data.transactions}
            rowId={(r) => String(r.id)}
            label={t('transactions.title')}
          />
          <Pager
            hasMore={data.has_more}
            pageCount={Math.ceil(data.total / data.per_page)}
            label={t('transactions.pages')}
          />
        </>
      )}
    </QueryView>
  );
};

/** /office/finance/accounts: the four balances, each account's transactions paged and filtered by date, the download. */
export const AccountsPage = () => {
  const { t } = useTranslation('finance');
  const accounts = useAccounts();
  const [filter, setFilter] = useFilter();
  const [page] = usePageParam();
  const { open: openModal } = useModals();
  return (
    <div className={styles.page}>
      <PageTitle title={t('accounts.title')} />
      <h1 className={styles.title}>{t('accounts.title')}</h1>
      <QueryView query={accounts} group="accounts">
        {(data) => <Balances accounts={data} />}
      </QueryView>
      <div className={styles.actions}>
        <Button onClick={() => openModal('transfer')}>{t('transfer.formTitle')}</Button>
      </div>
      <Card title={t('transactions.title')}>
        <div className={styles.controls}>
          <label className={styles.field}>
            {t('transactions.account')}
            <select
              className={styles.select}
              value={filter.account ?? ''}
              onChange={(e) =>
                setFilter({ ...filter, account: (e.target.value || undefined) as AccountType | undefined })
              }
            >
              <option value="">{t('transactions.allAccounts')}</option>
              {ACCOUNT_TYPES.map((a) => (
                <option key={a} value={a}>
                  {t(`account.${a}`)}
                </option>
              ))}
            </select>
          </label>
          <DateField
            className={styles.field}
            label={t('transactions.from')}
            value={filter.date_from ?? ''}
            max={filter.date_to}
            clearable
            onChange={(day) => setFilter({ ...filter, date_from: day || undefined })}
          />
          <DateField
            className={styles.field}
            label={t('transactions.to')}
            value={filter.date_to ?? ''}
            min={filter.date_from}
            clearable
            onChange={(day) => setFilter({ ...filter, date_to: day || undefined })}
          />
          <a className={buttonClass('secondary')} href={accountDownloadHref(filter)} download>
            {t('transactions.download')}
          </a>
        </div>
        <Transactions filter={filter} page={page} />
      </Card>
    </div>
  );
};
