import { CalculatorQuery } from '@gf/contracts/gateway/statements';
import { AMOUNT_PATTERN } from '@gf/contracts/rules/money-rules';
import { useId, useState } from 'react';
import { z } from 'zod';
import { fieldErrorsOf } from '../../../../api/field-error-text';
import { useTranslation } from '../../../../i18n/use-translation';
import { useZodForm } from '../../../../lib/form';
import { useNumber } from '../../../../lib/use-number';
import { Alert } from '../../../../ui/alert';
import { Button } from '../../../../ui/button';
import { Card } from '../../../../ui/card';
import { DataTable } from '../../../../ui/data-table';
import { type CalculatorInput, type Forecast, useCalculator } from '../api/get-calculator';
import styles from '../statements.module.css';
import { useMoney } from './money';

const BONUSES = ['loyalty', 'gift', 'sponsor', 'personal', 'group', 'leadership', 'gm_pool'] as const;
/** What the form starts with: a small first line and no purchases yet. */
const START = { partners: '3', sum: '' };

type Period = Forecast['periods'][number];

/**
 * The calculator's parameters as the gateway checks them (at most CALCULATOR_MAX_PARTNERS partners
 * and CALCULATOR_MAX_SUM a month), the sum typed as an amount (money-rules.ts), with a comma or a
 * point, and sent as exact decimal text with a point.
 */
const CalculatorForm = CalculatorQuery.pick({ partners: true }).extend({
  sum: z
    .string()
    .trim()
    .regex(AMOUNT_PATTERN)
    .transform((sum) => sum.replace(',', '.'))
    .pipe(CalculatorQuery.shape.sum),
});

/**
 * The remuneration calculator (spec 2 §2, §3): partners and a monthly sum in the statement's
 * currency give, per period, the qualification, reward, volumes, first line, structure and bonuses.
 */
export const CalculatorCard = ({ currency }: { currency: string }) => {
  const { t } = useTranslation('statements');
  const money = useMoney(currency);
  const number = useNumber();
  const form = useZodForm(CalculatorForm, START);
  const [input, setInput] = useState<CalculatorInput | null>(null);
  const forecast = useCalculator(input);
  const ids = { partners: useId(), sum: useId() };
  // The schema's refusal of a field, or the gateway's.
  const fields = fieldErrorsOf(forecast.error);
  const invalid = (name: keyof typeof START) => Boolean(form.formState.errors[name] ?? fields[name]);
  const submit = form.handleSubmit((values) => setInput({ currency, ...values }));
  return (
    <Card title={t('calculator.title')}>
      <form className={styles.controls} onSubmit={(event) => void submit(event)}>
        <div className={styles.field}>
          <label htmlFor={ids.partners}>{t('calculator.partners')}</label>
          <input
            id={ids.partners}
            className={styles.select}
            inputMode="numeric"
            required
            {...form.register('partners')}
            aria-invalid={invalid('partners')}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.sum}>{t('calculator.sum', { currency })}</label>
          <input
            id={ids.sum}
            className={styles.select}
            inputMode="decimal"
            required
            {...form.register('sum')}
            aria-invalid={invalid('sum')}
          />
        </div>
        <Button type="submit">{t('calculator.submit')}</Button>
      </form>
      {forecast.isError || invalid('partners') || invalid('sum') ? <Alert>{t('calculator.invalid')}</Alert> : null}
      {forecast.data ? (
        <DataTable<Period>
          label={t('calculator.title')}
          rows={forecast.data.periods}
          rowId={(row) => String(row.period)}
          columns={[
            { id: 'period', header: t('calculator.month'), cell: (r) => number(r.period), role: 'title' },
            { id: 'qualification', header: t('stat.qualification'), cell: (r) => r.qualification, role: 'status' },
            { id: 'reward', header: t('calculator.reward'), cell: (r) => money(r.reward), role: 'amount' },
            { id: 'LO', header: t('stat.LO'), cell: (r) => money(r.LO), role: 'detail', align: 'end' },
            { id: 'LOPV', header: t('stat.LOPV'), cell: (r) => number(r.LOPV), role: 'detail', align: 'end' },
            { id: 'SGO', header: t('stat.SGO'), cell: (r) => money(r.SGO), role: 'detail', align: 'end' },
            { id: 'SGOPV', header: t('stat.SGOPV'), cell: (r) => number(r.SGOPV), role: 'detail', align: 'end' },
            {
              id: 'first_line',
              header: t('stat.first_line'),
              cell: (r) => number(r.first_line),
              role: 'detail',
              align: 'end',
            },
            {
              id: 'structure_size',
              header: t('stat.structure_size'),
              cell: (r) => number(r.structure_size),
              role: 'detail',
              align: 'end',
            },
            ...BONUSES.map((bonus) => ({
              id: bonus,
              header: t(`bonus.${bonus}`),
              cell: (r: Period) => money(r.bonuses[bonus]),
              role: 'detail' as const,
              align: 'end' as const,
            })),
          ]}
        />
      ) : null}
    </Card>
  );
};
