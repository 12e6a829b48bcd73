import { minorToAmount, minorToDecimal } from '@gf/contracts/rules/money-rules';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { fieldMessage } from '../../../../lib/amount-check';
import { useZodForm } from '../../../../lib/form';
import { useMoney } from '../../../../lib/money';
import { periodName } from '../../../../lib/period-name';
import { Card } from '../../../../ui/card';
import { MoneyMoveConfirm } from '../../../../ui/money-move-confirm';
import type { PayoutCompany } from '../api/get-companies';
import type { PayoutsPage } from '../api/get-payouts';
import { useRequestPayout } from '../api/request-payout';
import { usePayoutConfirmLabels } from './payout-confirm-labels';
import { PayoutForm } from './payout-form';
import { payoutRequestForm } from './payout-schemas';
import { PayoutSelect } from './payout-select';
import { usePayoutSubmit } from './payout-submit';

/** Spec 2 §2 "Payouts: request": an amount within min..max for an available period, to the partner or an agreed company. */
export const RequestForm = ({ data, companies }: { data: PayoutsPage; companies: PayoutCompany[] }) => {
  const { t, i18n } = useTranslation(['payouts', 'finance']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const tf = i18n.getFixedT(language, 'finance');
  const money = useMoney(data.currency_code);
  const bounds = { min: money(data.min_amount), max: money(data.max_amount) };
  const agreed = companies.filter((c) => c.offer_agreed);
  const firstPeriod = data.available_periods[0] ?? 0;
  const form = useZodForm(payoutRequestForm(data), { period_id: firstPeriod, company_id: 0, amount: '' });
  const [outcome, setOutcome] = useState<string>();
  const request = useRequestPayout();
  const confirmLabels = usePayoutConfirmLabels();
  const payout = usePayoutSubmit(form, {
    send: ({ amount, period_id, company_id }, key) =>
      request.mutateAsync({
        body: {
          idempotency_key: key,
          amount: minorToDecimal(amount),
          period_id,
          ...(company_id ? { company_id } : {}),
        },
      }),
    onDone: (row) => {
      form.setValue('amount', '');
      setOutcome(t('request.done', { amount: money(row.amount) }));
    },
  });
  // A payout takes its period out of the list: the choice then moves to one still open.
  const period = form.watch('period_id');
  useEffect(() => {
    if (!data.available_periods.includes(period)) form.setValue('period_id', firstPeriod);
  }, [data.available_periods, period, firstPeriod, form]);
  if (data.available_periods.length === 0) return null;

  const errors = form.formState.errors;
  const error = (message: string | undefined) => fieldMessage(tf, message, bounds);
  return (
    <Card title={t('request.title')}>
      <PayoutForm
        form={form}
        review={payout.review}
        refusal={payout.refusal}
        bounds={bounds}
        currency={data.currency_code}
        amountError={error(errors.amount?.message)}
        outcome={outcome}
        onReview={() => setOutcome(undefined)}
        pending={request.isPending}
        submitLabel={t('request.submit')}
        choices={
          <>
            <PayoutSelect
              form={form}
              name="period_id"
              label={t('request.period')}
              options={data.available_periods.map((id) => ({ value: id, label: periodName(id, language, 'long') }))}
              error={error(errors.period_id?.message)}
              numeric
            />
            <PayoutSelect
              form={form}
              name="company_id"
              label={t('request.to')}
              options={[{ value: 0, label: t('request.toMe') }, ...agreed.map((c) => ({ value: c.id, label: c.name }))]}
              error={error(errors.company_id?.message)}
              numeric
            />
          </>
        }
      />
      {payout.confirming ? (
        <MoneyMoveConfirm
          move={{
            from: t('figure.balance'),
            to: agreed.find((c) => c.id === payout.confirming?.company_id)?.name ?? t('request.toMe'),
            amount: money(minorToAmount(payout.confirming.amount)),
            more: [{ label: t('request.period'), value: periodName(payout.confirming.period_id, language, 'long') }],
          }}
          labels={confirmLabels}
          pending={request.isPending}
          failure={payout.unsure}
          onConfirm={payout.confirm}
          onClose={payout.close}
        />
      ) : null}
    </Card>
  );
};
