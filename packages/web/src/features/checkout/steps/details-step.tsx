import { PrivateNote } from '@gf/contracts/gateway/orders';
import { useTranslation } from '../../../i18n/use-translation';
import { bonusAmounts } from '../../../lib/calculation';
import { formatPrice } from '../../../lib/format-price';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { FormRefusal } from '../../../ui/form-refusal';
import { TextField } from '../../../ui/text-field';
import type { Calculation } from '../api/calculate-order';
import { useCheckVat } from '../api/check-vat';
import type { CheckoutStart } from '../api/get-checkout';
import styles from '../checkout-page.module.css';
import { type CheckoutForm, type FormUpdate, registrationProblemsOf } from '../checkout-state';
import { RegistrationDetails } from '../components/registration-details';
import { useProblemMessage } from './use-problem-message';
import { useStepForm } from './use-step-form';

interface Props {
  start: CheckoutStart;
  /** The checkout form as stored. */
  stored: CheckoutForm;
  store: FormUpdate;
  calculation: Calculation | undefined;
  /** The order's refusal that sent the buyer back here, if one did. */
  returned: unknown;
  onBack: () => void;
  onDone: (values: CheckoutForm) => void;
}

/** Only a referral buyer's order registers them: the others' details have no rule of their own (spec 2 §3). */
const noProblems = (): Record<string, string> => ({});

/**
 * Step 2: the bonus amount, VAT data, the private note and the template (spec 2 §2). The step
 * sends nothing (the order is placed on step 3): its submit is the schema's check alone.
 */
export const DetailsStep = ({ start, stored, store, calculation, returned, onBack, onDone }: Props) => {
  const { t, i18n } = useTranslation('checkout');
  const registering = start.buyer.kind === 'ref-order';
  const {
    form: step,
    values: form,
    set: update,
    returnedRefusal,
  } = useStepForm({ stored, store, problemsOf: registering ? registrationProblemsOf : noProblems, returned });
  const message = useProblemMessage(step.formState.errors);
  const vat = useCheckVat();
  const amounts = calculation ? bonusAmounts(calculation.available_gifts) : [];
  const currency = calculation?.currency_code ?? 'RUB';
  const signedIn = start.buyer.kind === 'order';
  return (
    <form className={styles.step} noValidate onSubmit={(event) => void step.handleSubmit(onDone)(event)}>
      <FormRefusal message={returnedRefusal} />
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

      {registering && <RegistrationDetails form={form} update={update} register={step.register} message={message} />}

      <Card title={t('vat.title')}>
        <label className={styles.check}>
          <input type="checkbox" checked={form.vatOn} onChange={(e) => update({ vatOn: e.target.checked })} />
          {t('vat.company')}
        </label>
        {form.vatOn && (
          <div className={styles.grid}>
            <TextField
              label={t('vat.number')}
              error={message('vatNumber') ?? (vat.data && !vat.data.valid ? t('vat.invalid') : undefined)}
              hint={vat.data?.valid ? t('vat.valid') : undefined}
              {...step.register('vatNumber', { onChange: () => vat.reset() })}
            />
            <TextField label={t('vat.companyName')} error={message('vatCompany')} {...step.register('vatCompany')} />
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
          maxLength={PrivateNote.maxLength ?? undefined}
          {...step.register('privateNote')}
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
