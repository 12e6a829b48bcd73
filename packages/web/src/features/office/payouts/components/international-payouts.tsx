import { minorToAmount, minorToDecimal } from '@gf/contracts/rules/money-rules';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { readEnvelope } from '../../../../api/envelope';
import { useSite } from '../../../../api/get-site';
import { useRefusalText } from '../../../../api/refusal-text';
import { useTranslation } from '../../../../i18n/use-translation';
import { fieldMessage, refusalMessage } from '../../../../lib/amount-check';
import { useZodForm } from '../../../../lib/form';
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
import { PayoutForm } from './payout-form';
import { internationalForm } from './payout-schemas';
import { PayoutSelect } from './payout-select';
import { usePayoutSubmit } from './payout-submit';

const Form = ({ data }: { data: InternationalPage }) => {
  const { t, i18n } = useTranslation('payouts');
  const tf = i18n.getFixedT(i18n.resolvedLanguage ?? i18n.language, 'finance');
  const money = useMoney(data.currency_code);
  const currencies = Object.keys(data.currency_rates);
  const form = useZodForm(internationalForm(data), { payout_currency: currencies[0] ?? '', amount: '', fields: {} });
  const [done, setDone] = useState<string>();
  const request = useRequestInternational();
  const confirmLabels = usePayoutConfirmLabels();
  const bounds = { min: money(data.min_amount), max: money(data.max_amount) };
  const payout = usePayoutSubmit(form, {
    send: ({ amount, payout_currency, fields }, key) =>
      request.mutateAsync({
        body: {
          idempotency_key: key,
          amount: minorToDecimal(amount),
          payout_currency,
          fields: Object.fromEntries(Object.entries(fields).filter(([, v]) => v.trim())),
        },
      }),
    onDone: (row) => {
      form.setValue('amount', '');
      setDone(t('abroad.done', { amount: money(row.amount) }));
    },
  });
  const currency = form.watch('payout_currency');
  const rate = (code: string) =>
    t('abroad.rate', { from: data.currency_code, rate: data.currency_rates[code], to: code });
  const errors = form.formState.errors;
  const error = (message: string | undefined) => fieldMessage(tf, message, bounds);
  const fieldError = (name: string) => error(errors.fields?.[name]?.message);

  return (
    <>
      <PayoutForm
        form={form}
        review={payout.review}
        refusal={payout.refusal}
        bounds={bounds}
        currency={data.currency_code}
        amountError={error(errors.amount?.message)}
        outcome={done}
        onReview={() => setDone(undefined)}
        pending={request.isPending}
        submitLabel={t('abroad.submit')}
        choices={
          <PayoutSelect
            form={form}
            name="payout_currency"
            label={t('abroad.currency')}
            options={currencies.map((code) => ({ value: code, label: code }))}
            error={error(errors.payout_currency?.message)}
          >
            {currency ? <span>{rate(currency)}</span> : null}
          </PayoutSelect>
        }
      >
        {data.fields.map((field) =>
          field.type === 'select' ? (
            <PayoutSelect
              key={field.name}
              form={form}
              name={`fields.${field.name}`}
              label={field.label}
              options={[{ value: '', label: '' }, ...field.options.map((option) => ({ value: option, label: option }))]}
              error={fieldError(field.name)}
            />
          ) : field.type === 'date' ? (
            <Controller
              key={field.name}
              control={form.control}
              name={`fields.${field.name}`}
              render={({ field: bound }) => (
                <DateField
                  label={field.label}
                  value={bound.value ?? ''}
                  onChange={bound.onChange}
                  error={fieldError(field.name)}
                />
              )}
            />
          ) : (
            <TextField
              key={field.name}
              label={field.label}
              type="text"
              required={field.required}
              {...form.register(`fields.${field.name}`)}
              error={fieldError(field.name)}
            />
          ),
        )}
      </PayoutForm>
      {payout.confirming ? (
        <MoneyMoveConfirm
          move={{
            from: t('figure.balance'),
            to: t('abroad.to', { currency: payout.confirming.payout_currency }),
            amount: money(minorToAmount(payout.confirming.amount)),
            more: payout.confirming.payout_currency
              ? [{ label: t('abroad.currency'), value: rate(payout.confirming.payout_currency) }]
              : [],
          }}
          labels={confirmLabels}
          pending={request.isPending}
          failure={payout.unsure}
          onConfirm={payout.confirm}
          onClose={payout.close}
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
