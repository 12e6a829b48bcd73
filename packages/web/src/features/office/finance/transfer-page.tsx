import { useMemo } from 'react';
import { useSite } from '../../../api/get-site';
import { useTranslation } from '../../../i18n/use-translation';
import { useSignedMoney } from '../../../lib/money';
import { Card } from '../../../ui/card';
import { DataTable } from '../../../ui/data-table';
import { type DataColumn, dateColumn } from '../../../ui/data-table-column';
import styles from '../../../ui/money.module.css';
import { PageTitle } from '../../../ui/page-title';
import { QueryView } from '../../../ui/query-view';
import { type FinanceTransfer, type TransferType, useTransferOverview, useTransferType } from './api/get-transfers';
import { Balances } from './components/balances';
import { TransferForm } from './components/transfer-form';

const History = ({ type }: { type: TransferType }) => {
  const { t } = useTranslation('finance');
  const site = useSite();
  const history = useTransferType(type, 1);
  const signedMoney = useSignedMoney(history.data?.currency_code ?? 'RUB');
  const columns = useMemo<DataColumn<FinanceTransfer>[]>(
    () => [
      dateColumn({ id: 'date', header: t('transactions.date'), date: (r) => r.date, dateFormat: site.dateFormat }),
      {
        id: 'to',
        header: t('history.counterpart'),
        cell: (r) => (r.counterpart ? `${r.counterpart.name} · ${r.counterpart.number}` : t('history.ownAccounts')),
        role: 'detail',
        width: 'minmax(9rem, 1fr)',
      },
      {
        id: 'amount',
        header: t('transactions.amount'),
        cell: (r) => <span className={styles.amount}>{signedMoney(r.direction === 'in' ? r.amount : -r.amount)}</span>,
        role: 'amount',
        sortValue: (r) => (r.direction === 'in' ? r.amount : -r.amount),
      },
    ],
    [t, site.dateFormat, signedMoney],
  );
  return (
    <Card title={t('history.title', { account: t(`account.${type}`) })}>
      <QueryView query={history} group="transfers" isEmpty={(d) => d.transfers.length === 0} empty={t('history.none')}>
        {(data) => (
          <DataTable
            columns={columns}
            rows={data.transfers}
            rowId={(r) => String(r.id)}
            label={t('history.title', { account: t(`account.${type}`) })}
          />
        )}
      </QueryView>
    </Card>
  );
};

/** /office/finance/transfer: internal, gift and travel transfers to the user's own accounts or to another user. */
export const TransferPage = () => {
  const { t } = useTranslation('finance');
  const overview = useTransferOverview();
  return (
    <div className={styles.page}>
      <PageTitle title={t('transfer.title')} />
      <h1 className={styles.title}>{t('transfer.title')}</h1>
      <QueryView query={overview} group="transfers">
        {(data) => (
          <>
            <Balances accounts={data.accounts} />
            <Card title={t('transfer.formTitle')}>
              <TransferForm types={data.types} />
            </Card>
            <History type={data.types[0] ?? 'internal'} />
          </>
        )}
      </QueryView>
    </div>
  );
};
