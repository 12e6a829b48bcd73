import { minorToAmount, minorToDecimal } from '@gf/contracts/rules/money-rules';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readEnvelope } from '../../../api/envelope';
import { useSite } from '../../../api/get-site';
import { useRefusalText } from '../../../api/refusal-text';
import { checkAmount, fieldMessage, refusalErrors } from '../../../lib/amount-check';
import { attemptRefused, useOnceKey } from '../../../lib/idempotency-key';
import { useMoney } from '../../../lib/money';
import { periodName } from '../../../lib/period-name';
import { useModals } from '../../../modals/modals-context';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { DataTable } from '../../../ui/data-table';
import { type DataColumn, dateColumn } from '../../../ui/data-table-column';
import styles from '../../../ui/money.module.css';
import { MoneyMoveConfirm } from '../../../ui/money-move-confirm';
import { PageTitle } from '../../../ui/page-title';
import { QueryView } from '../../../ui/query-view';
import { TextField } from '../../../ui/text-field';
import { useAttachInvoice } from './api/attach-invoice';
import { type PayoutCompany, useCompanies } from './api/get-companies';
import { type PayoutRow, type PayoutsPage as Payouts, usePayouts } from './api/get-payouts';
import { payoutDocumentHref, storedFileHref } from './api/payout-documents';
import { useRequestPayout } from './api/request-payout';
import { CardProvider } from './components/card-provider';
import { CompanyForm } from './components/company-form';
import { InternationalPayouts } from './components/international-payouts';
import { usePayoutConfirmLabels } from './components/payout-confirm-labels';
import { SignPayout } from './components/sign-payout';

const RequestForm = ({ data, companies }: { data: Payouts; companies: PayoutCompany[] }) => {
  const { t, i18n } = useTranslation(['payouts', 'finance']);
  const refusalText = useRefusalText();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const money = useMoney(data.currency_code);
  const [chosenPeriod, setPeriod] = useState(data.available_periods[0] ?? 0);
  // A payout takes its period out of the list: the choice then moves to one still open.
  const period = data.available_periods.includes(chosenPeriod) ? chosenPeriod : (data.available_periods[0] ?? 0);
  const [companyId, setCompanyId] = useState(0);
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [outcome, setOutcome] = useState<string>();
  const [confirming, setConfirming] = useState<{ minor: number } | null>(null);
  const [unsure, setUnsure] = useState<string>();
  const once = useOnceKey();
  const request = useRequestPayout();
  const confirmLabels = usePayoutConfirmLabels();
  const bounds = { min: money(data.min_amount), max: money(data.max_amount) };
  const tf = i18n.getFixedT(language, 'finance');
  const agreed = companies.filter((c) => c.offer_agreed);
  if (data.available_periods.length === 0) return null;

  // The form checks the amount, then the confirm step shows from, to and amount; only its button sends.
  const review = () => {
    setOutcome(undefined);
    const checked = checkAmount(amount, { min: data.min_amount, max: data.max_amount, balance: data.balance });
    if ('error' in checked) {
      setErrors({ amount: fieldMessage(tf, checked.error, bounds) });
      return;
    }
    setErrors({});
    setConfirming({ minor: checked.minor });
  };

  const send = async (minor: number) => {
    setUnsure(undefined);
    try {
      const row = await once((key) =>
        request.mutateAsync({
          body: {
            idempotency_key: key,
            amount: minorToDecimal(minor),
            period_id: period,
            ...(companyId ? { company_id: companyId } : {}),
          },
        }),
      );
      setConfirming(null);
      setAmount('');
      setOutcome(t('request.done', { amount: money(row.amount) }));
    } catch (failure) {
      const envelope = readEnvelope(failure);
      // Perhaps sent (a timeout): the confirm stays, and the same key finds the payout if it landed.
      if (!attemptRefused(envelope.status)) {
        setUnsure(t('request.unknown'));
        return;
      }
      setConfirming(null);
      setErrors(refusalErrors(tf, envelope, bounds, refusalText));
    }
  };

  return (
    <Card title={t('request.title')}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          review();
        }}
      >
        <p className={styles.muted}>{t('request.bounds', bounds)}</p>
        <label className={styles.field}>
          {t('request.period')}
          <select className={styles.select} value={period} onChange={(e) => setPeriod(Number(e.target.value))}>
            {data.available_periods.map((id) => (
              <option key={id} value={id}>
                {periodName(id, language, 'long')}
              </option>
            ))}
          </select>
          {errors.period_id ? <span className={styles.error}>{errors.period_id}</span> : null}
        </label>
        <label className={styles.field}>
          {t('request.to')}
          <select className={styles.select} value={companyId} onChange={(e) => setCompanyId(Number(e.target.value))}>
            <option value={0}>{t('request.toMe')}</option>
            {agreed.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          {errors.company_id ? <span className={styles.error}>{errors.company_id}</span> : null}
        </label>
        <TextField
          label={t('request.amount', { currency: data.currency_code })}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={errors.amount}
        />
        {errors.form ? <p className={styles.error}>{errors.form}</p> : null}
        {outcome ? <Alert tone="info">{outcome}</Alert> : null}
        <div className={styles.actions}>
          <Button type="submit" disabled={request.isPending}>
            {t('request.submit')}
          </Button>
        </div>
      </form>
      {confirming ? (
        <MoneyMoveConfirm
          move={{
            from: t('figure.balance'),
            to: agreed.find((c) => c.id === companyId)?.name ?? t('request.toMe'),
            amount: money(minorToAmount(confirming.minor)),
            more: [{ label: t('request.period'), value: periodName(period, language, 'long') }],
          }}
          labels={confirmLabels}
          pending={request.isPending}
          failure={unsure}
          onConfirm={() => void send(confirming.minor)}
          onClose={() => {
            setUnsure(undefined);
            setConfirming(null);
          }}
        />
      ) : null}
    </Card>
  );
};

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
