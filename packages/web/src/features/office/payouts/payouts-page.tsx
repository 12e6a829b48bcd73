import { useCallback, useMemo, useState } from 'react';
import { readEnvelope } from '../../../api/envelope';
import { useSite } from '../../../api/get-site';
import { useRefusalText } from '../../../api/refusal-text';
import { useTranslation } from '../../../i18n/use-translation';
import { useMoney } from '../../../lib/money';
import { periodName } from '../../../lib/period-name';
import { useModals } from '../../../modals/modals-context';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { DataTable } from '../../../ui/data-table';
import { type DataColumn, dateColumn } from '../../../ui/data-table-column';
import styles from '../../../ui/money.module.css';
import { PageTitle } from '../../../ui/page-title';
import { QueryView } from '../../../ui/query-view';
import { useAttachInvoice } from './api/attach-invoice';
import { useCompanies } from './api/get-companies';
import { type PayoutRow, type PayoutsPage as Payouts, usePayouts } from './api/get-payouts';
import { payoutDocumentHref, storedFileHref } from './api/payout-documents';
import { CardProvider } from './components/card-provider';
import { CompanyForm } from './components/company-form';
import { InternationalPayouts } from './components/international-payouts';
import { RequestForm } from './components/request-form';
import { SignPayout } from './components/sign-payout';

const PayoutList = ({ data }: { data: Payouts }) => {
  const { t, i18n } = useTranslation('payouts');
  const refusalText = useRefusalText();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const site = useSite();
  const money = useMoney(data.currency_code);
  const [signing, setSigning] = useState<number | null>(null);
  const { open } = useModals();
  const { mutateAsync: attach } = useAttachInvoice();
  // Spec 2 §2 "Payouts: invoices": the company's invoice, uploaded (`?use=payout-invoice`) and
  // attached to the payout; the gateway's refusal stays in the upload modal.
  const attachInvoice = useCallback(
    (payoutId: number) =>
      open('upload', {
        use: 'payout-invoice',
        title: t('invoice.title'),
        label: t('invoice.file'),
        onUploaded: async ([fileId]) => {
          if (fileId === undefined) return;
          try {
            await attach({ params: { path: { id: payoutId } }, body: { file_id: fileId } });
          } catch (failure) {
            const refusal = readEnvelope(failure);
            throw new Error(Object.values(refusal.fields ?? {})[0]?.[0] ?? refusalText(refusal));
          }
        },
      }),
    [open, t, attach, refusalText],
  );
  const columns = useMemo<DataColumn<PayoutRow>[]>(
    () => [
      dateColumn({ id: 'date', header: t('list.date'), date: (r) => r.date, dateFormat: site.dateFormat }),
      {
        id: 'period',
        header: t('list.period'),
        cell: (r) => periodName(r.period_id, language, 'short'),
        role: 'detail',
        width: 'auto',
      },
      {
        id: 'amount',
        header: t('list.amount'),
        cell: (r) => <span className={styles.amount}>{money(r.amount)}</span>,
        role: 'amount',
        sortValue: (r) => r.amount,
      },
      {
        id: 'status',
        header: t('list.status'),
        cell: (r) =>
          r.status === 'awaiting_sign' ? (
            <Button variant="secondary" onClick={() => setSigning(r.id)} data-sign={r.id}>
              {t('list.sign')}
            </Button>
          ) : r.status === 'awaiting_invoice' ? (
            <Button variant="secondary" onClick={() => attachInvoice(r.id)} data-invoice={r.id}>
              {t('invoice.attach')}
            </Button>
          ) : (
            <span data-status={r.status}>{t(`status.${r.status}`)}</span>
          ),
        role: 'status',
        width: 'auto',
      },
      {
        id: 'documents',
        header: t('list.documents'),
        cell: (r) => (
          <span className={styles.recipient}>
            {r.documents.map((d) => (
              <a key={d.id} href={payoutDocumentHref(d.id)} download>
                {d.name}
              </a>
            ))}
          </span>
        ),
        role: 'detail',
        width: 'minmax(10rem, 1fr)',
      },
    ],
    [t, language, site.dateFormat, money, attachInvoice],
  );
  return (
    <Card title={t('list.title')}>
      {data.list.length === 0 ? (
        <p className={styles.muted}>{t('list.none')}</p>
      ) : (
        <DataTable columns={columns} rows={data.list} rowId={(r) => String(r.id)} label={t('list.title')} />
      )}
      {signing === null ? null : <SignPayout payoutId={signing} onClose={() => setSigning(null)} />}
    </Card>
  );
};

const Companies = () => {
  const { t } = useTranslation('payouts');
  const companies = useCompanies();
  const [adding, setAdding] = useState(false);
  const { open } = useModals();
  return (
    <Card title={t('company.title')}>
      <QueryView query={companies} group="payoutCompanies" isEmpty={() => false}>
        {(data) => (
          <>
            {data.companies.length === 0 ? <p className={styles.muted}>{t('company.none')}</p> : null}
            <ul className={styles.results}>
              {data.companies.map((c) => (
                <li key={c.id} className={styles.balance} data-company={c.name}>
                  <strong>{c.name}</strong>
                  <span className={styles.muted}>{t('company.vatN', { vat: c.vat })}</span>
                  <span data-offer={c.offer_agreed ? 'agreed' : 'pending'}>
                    {c.offer_agreed ? t('company.offerAgreed') : t('company.offerPending')}
                  </span>
                  <span className={styles.recipient}>
                    {c.documents.map((d) => (
                      <a key={d.id} href={storedFileHref(d.id)} download>
                        {d.name}
                      </a>
                    ))}
                    {c.accept_file ? (
                      <a href={payoutDocumentHref(c.accept_file.id)} download>
                        {c.accept_file.name}
                      </a>
                    ) : null}
                  </span>
                  <div className={styles.actions}>
                    <Button variant="secondary" onClick={() => open('payouts-contract-offer', { company: c })}>
                      {c.offer_agreed ? t('company.readOffer') : t('company.agreeOffer')}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryView>
      {adding ? (
        <CompanyForm onAdded={() => setAdding(false)} />
      ) : (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setAdding(true)}>
            {t('company.new')}
          </Button>
        </div>
      )}
    </Card>
  );
};

/**
 * /office/finance/payouts (spec 2 §2 "Payouts", §3 Payout): the balances, the request within
 * min..max for an available period, its SMS signature, invoices and documents, payout companies
 * with offers, international payouts and the card-payout provider.
 */
export const PayoutsPage = () => {
  const { t } = useTranslation('payouts');
  const payouts = usePayouts();
  const companies = useCompanies();
  return (
    <div className={styles.page}>
      <PageTitle title={t('title')} />
      <h1 className={styles.title}>{t('title')}</h1>
      <QueryView query={payouts} group="payoutRequest">
        {(data) => (
          <>
            <Figures data={data} />
            {data.message ? <Alert tone="info">{data.message}</Alert> : null}
            <RequestForm data={data} companies={companies.data?.companies ?? []} />
            <PayoutList data={data} />
          </>
        )}
      </QueryView>
      <Companies />
      <InternationalPayouts />
      <CardProvider />
    </div>
  );
};

const Figures = ({ data }: { data: Payouts }) => {
  const { t } = useTranslation('payouts');
  const money = useMoney(data.currency_code);
  const figures = [
    ['balance', data.balance],
    ['autobonus', data.autobonus],
    ['travel', data.travel],
  ] as const;
  return (
    <ul className={styles.balances} aria-label={t('figures')}>
      {figures.map(([name, value]) => (
        <li key={name} className={styles.balance} data-figure={name}>
          <span className={styles.balanceLabel}>{t(`figure.${name}`)}</span>
          <span className={styles.balanceValue}>{money(value)}</span>
        </li>
      ))}
    </ul>
  );
};
