import { useTranslation } from 'react-i18next';
import { bonusAmounts } from '../../../lib/calculation';
import { formatPrice } from '../../../lib/format-price';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { TextField } from '../../../ui/text-field';
import type { Calculation } from '../api/calculate-order';
import { useCheckVat } from '../api/check-vat';
import type { CheckoutStart } from '../api/get-checkout';
import styles from '../checkout-page.module.css';
import { type CheckoutForm, registrationProblemsOf } from '../checkout-state';
import { RegistrationDetails } from '../components/registration-details';

interface Props {
  start: CheckoutStart;
  form: CheckoutForm;
  update: (change: Partial<CheckoutForm>) => void;
  calculation: Calculation | undefined;
  errors: Record<string, string>;
  setErrors: (errors: Record<string, string>) => void;
  onBack: () => void;
  onDone: () => void;
}

/** Step 2: the bonus amount, VAT data, the private note and the template (spec 2 §2). */
export const DetailsStep = ({ start, form, update, calculation, errors, setErrors, onBack, onDone }: Props) => {
  const { t, i18n } = useTranslation('checkout');
  const vat = useCheckVat();
  const amounts = calculation ? bonusAmounts(calculation.available_gifts) : [];
  const currency = calculation?.currency_code ?? 'RUB';
  const signedIn = start.buyer.kind === 'order';
  const registering = start.buyer.kind === 'ref-order';
  const problem = (field: string) => (errors[field] === 'required' ? t('problem.required') : errors[field]);
  return (
    <form
      className={styles.step}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const problems = registering ? registrationProblemsOf(form) : {};
        setErrors(problems);
        if (Object.keys(problems).length === 0) onDone();
      }}
    >
      {signedIn && amounts.length > 1 && calculation && (
        <Card title={t('bonus.title')}>
          <p className={styles.muted}>
            {t('bonus.available', { amount: formatPrice(calculation.max_gft_balance, currency, i18n.language) })}
          </p>
          <div className={styles.field}>
            <label className={styles.label} htmlFor="checkout-bonus">
              {t('bonus.label')}
            </label>
            <select
              id="checkout-bonus"
              className={styles.input}
              value={form.bonus}
              onChange={(event) => update({ bonus: Number(event.target.value) })}
            >
              {amounts.map((amount) => (
                <option key={amount} value={amount}>
                  {amount === 0
                    ? t('bonus.none')
                    : t('bonus.option', {
                        amount: formatPrice(amount, currency, i18n.language),
                        total: formatPrice(
                          calculation.available_gifts[String(amount)]?.total ?? 0,
                          currency,
                          i18n.language,
                        ),
                      })}
                </option>
              ))}
            </select>
          </div>
        </Card>
      )}

      {registering && <RegistrationDetails form={form} update={update} errors={errors} />}

      <Card title={t('vat.title')}>
        <label className={styles.check}>
          <input type="checkbox" checked={form.vatOn} onChange={(e) => update({ vatOn: e.target.checked })} />
          {t('vat.company')}
        </label>
        {form.vatOn && (
          <div className={styles.grid}>
            <TextField
              label={t('vat.number')}
              value={form.vatNumber}
              error={problem('vat.number') ?? (vat.data && !vat.data.valid ? t('vat.invalid') : undefined)}
              hint={vat.data?.valid ? t('vat.valid') : undefined}
              onChange={(e) => {
                vat.reset();
                update({ vatNumber: e.target.value });
              }}
            />
            <TextField
              label={t('vat.companyName')}
              value={form.vatCompany}
              error={problem('vat.company')}
              onChange={(e) => update({ vatCompany: e.target.value })}
            />
            <div className={styles.wide}>
              <Button
                variant="secondary"
                disabled={!form.vatNumber.trim() || vat.isPending}
                onClick={() => vat.mutate({ body: { vat_number: form.vatNumber.trim() } })}
              >
                {t('vat.check')}
              </Button>
            </div>
          </div>
        )}
      </Card>

      <Card title={t('note.title')}>
        <label className={styles.label} htmlFor="private-note">
          {t('note.label')}
        </label>
        <textarea
          id="private-note"
          className={styles.textarea}
          rows={3}
          maxLength={1000}
          value={form.privateNote}
          onChange={(e) => update({ privateNote: e.target.value })}
        />
        {signedIn && form.templateId === null && (
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={form.saveTemplate}
              onChange={(e) => update({ saveTemplate: e.target.checked })}
            />
            {t('templates.save')}
          </label>
        )}
      </Card>

      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack}>
          {t('back')}
        </Button>
        <Button type="submit">{t('next')}</Button>
      </div>
    </form>
  );
};
