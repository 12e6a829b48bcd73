import { minorToAmount, minorToDecimal } from '@gf/contracts/rules/money-rules';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readEnvelope } from '../../../../api/envelope';
import { useSite } from '../../../../api/get-site';
import { useRefusalText } from '../../../../api/refusal-text';
import { checkAmount, fieldMessage, refusalErrors, refusalMessage } from '../../../../lib/amount-check';
import { attemptRefused, useOnceKey } from '../../../../lib/idempotency-key';
import { useMoney } from '../../../../lib/money';
import { Alert } from '../../../../ui/alert';
import { Button } from '../../../../ui/button';
import { Card } from '../../../../ui/card';
import { DataTable } from '../../../../ui/data-table';
import { type DataColumn, dateColumn } from '../../../../ui/data-table-column';
import { DateField } from '../../../../ui/date-field';
import styles from '../../../../ui/money.module.css';
import { MoneyMoveConfirm } from '../../../../ui/money-move-confirm';
import { QueryView } from '../../../../ui/query-view';
import { TextField } from '../../../../ui/text-field';
import { useAcceptInternational } from '../api/accept-international';
import { type InternationalPage, useInternational } from '../api/get-international';
import { useRequestInternational } from '../api/request-international';
import { usePayoutConfirmLabels } from './payout-confirm-labels';

const Form = ({ data }: { data: InternationalPage }) => {
  const { t, i18n } = useTranslation('payouts');
  const refusalText = useRefusalText();
  const tf = i18n.getFixedT(i18n.resolvedLanguage ?? i18n.language, 'finance');
  const money = useMoney(data.currency_code);
  const currencies = Object.keys(data.currency_rates);
  const [currency, setCurrency] = useState(currencies[0] ?? '');
  const [amount, setAmount] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [done, setDone] = useState<string>();
  const [confirming, setConfirming] = useState<{ minor: number } | null>(null);
  const [unsure, setUnsure] = useState<string>();
  const once = useOnceKey();
  const request = useRequestInternational();
  const confirmLabels = usePayoutConfirmLabels();
  const bounds = { min: money(data.min_amount), max: money(data.max_amount) };

  // The form checks its fields, then the confirm step shows from, to and amount; only its button sends.
  const review = () => {
    setDone(undefined);
    const checked = checkAmount(amount, { min: data.min_amount, max: data.max_amount });
    const missing = data.fields.filter((f) => f.required && !fields[f.name]?.trim());
    const found: Record<string, string | undefined> = Object.fromEntries(
      missing.map((f) => [`fields.${f.name}`, tf('errors.required')]),
    );
    if ('error' in checked) found.amount = fieldMessage(tf, checked.error, bounds);
    setErrors(found);
    if (Object.keys(found).length > 0 || 'error' in checked) return;
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
            payout_currency: currency,
            fields: Object.fromEntries(Object.entries(fields).filter(([, v]) => v.trim())),
          },
        }),
      );
      setConfirming(null);
      setAmount('');
      setDone(t('abroad.done', { amount: money(row.amount) }));
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
    <>
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
          {t('abroad.currency')}
          <select className={styles.select} value={currency} onChange={(e) => setCurrency(e.target.value)}>
            {currencies.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
          {currency ? (
            <span>
              {t('abroad.rate', { from: data.currency_code, rate: data.currency_rates[currency], to: currency })}
            </span>
          ) : null}
          {errors.payout_currency ? <span className={styles.error}>{errors.payout_currency}</span> : null}
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
        {data.fields.map((field) =>
          field.type === 'select' ? (
            <label key={field.name} className={styles.field}>
              {field.label}
              <select
                className={styles.select}
                value={fields[field.name] ?? ''}
                onChange={(e) => setFields({ ...fields, [field.name]: e.target.value })}
              >
                <option value="" />
                {field.options.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
              {errors[`fields.${field.name}`] ? (
                <span className={styles.error}>{errors[`fields.${field.name}`]}</span>
              ) : null}
            </label>
          ) : field.type === 'date' ? (
            <DateField
              key={field.name}
              label={field.label}
              value={fields[field.name] ?? ''}
              onChange={(day) => setFields({ ...fields, [field.name]: day })}
              error={errors[`fields.${field.name}`]}
            />
          ) : (
            <TextField
              key={field.name}
              label={field.label}
              name={field.name}
              type="text"
              required={field.required}
              value={fields[field.name] ?? ''}
              onChange={(e) => setFields({ ...fields, [field.name]: e.target.value })}
              error={errors[`fields.${field.name}`]}
            />
          ),
        )}
        {errors.form ? <Alert>{errors.form}</Alert> : null}
        {done ? <Alert tone="info">{done}</Alert> : null}
        <div className={styles.actions}>
          <Button type="submit" disabled={request.isPending}>
            {t('abroad.submit')}
          </Button>
        </div>
      </form>
      {confirming ? (
        <MoneyMoveConfirm
          move={{
            from: t('figure.balance'),
            to: t('abroad.to', { currency }),
            amount: money(minorToAmount(confirming.minor)),
            more: currency
              ? [
                  {
                    label: t('abroad.currency'),
                    value: t('abroad.rate', {
                      from: data.currency_code,
                      rate: data.currency_rates[currency],
                      to: currency,
                    }),
                  },
                ]
              : [],
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
    </>
  );
};

type AbroadRow = InternationalPage['payouts'][number];

/** The international payouts on the office's one table (issue 32 item 2): date, amount, currency, status. */
const AbroadList = ({ data }: { data: InternationalPage }) => {
  const { t } = useTranslation('payouts');
  const site = useSite();
  const money = useMoney(data.currency_code);
  const columns = useMemo<DataColumn<AbroadRow>[]>(
    () => [
      dateColumn({ id: 'date', header: t('list.date'), date: (p) => p.date, dateFormat: site.dateFormat }),
      {
        id: 'amount',
        header: t('list.amount'),
        cell: (p) => <span className={styles.amount}>{money(p.amount)}</span>,
        role: 'amount',
        sortValue: (p) => p.amount,
      },
      { id: 'currency', header: t('abroad.currency'), cell: (p) => p.payout_currency, role: 'detail', width: 'auto' },
      {
        id: 'status',
        header: t('list.status'),
        cell: (p) => <span data-status={p.status}>{t(`status.${p.status}`)}</span>,
        role: 'status',
        width: 'auto',
      },
    ],
    [t, site.dateFormat, money],
  );
  return (
    <DataTable
      columns={columns}
      rows={data.payouts}
      rowId={(p) => String(p.id)}
      label={t('abroad.title')}
      sortParam="abroadSort"
    />
  );
};

/** Spec 2 §2 "international payouts": the terms, the form from the config fields and rates, the list. */
export const InternationalPayouts = () => {
  const { t, i18n } = useTranslation('payouts');
  const refusalText = useRefusalText();
  const tf = i18n.getFixedT(i18n.resolvedLanguage ?? i18n.language, 'finance');
  const international = useInternational();
  const accept = useAcceptInternational();
  return (
    <Card title={t('abroad.title')}>
      <QueryView query={international} group="payoutRequest">
        {(data) => (
          <>
            {data.accepted ? (
              <Form data={data} />
            ) : (
              <div className={styles.form}>
                <p>{t('abroad.terms')}</p>
                {accept.error ? <Alert>{refusalMessage(tf, readEnvelope(accept.error), refusalText)}</Alert> : null}
                <div className={styles.actions}>
                  <Button disabled={accept.isPending} onClick={() => accept.mutate({})}>
                    {t('abroad.accept')}
                  </Button>
                </div>
              </div>
            )}
            {data.payouts.length === 0 ? (
              <p className={styles.muted}>{t('abroad.none')}</p>
            ) : (
              <AbroadList data={data} />
            )}
          </>
        )}
      </QueryView>
    </Card>
  );
};
