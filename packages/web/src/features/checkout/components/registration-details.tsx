import { PassportNumber } from '@gf/contracts/gateway/orders';
import { JUR_TYPES, PASSPORT_TYPES } from '@gf/contracts/rules/order-registration';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { Card } from '../../../ui/card';
import { DateField } from '../../../ui/date-field';
import { TextField } from '../../../ui/text-field';
import styles from '../checkout-page.module.css';
import type { CheckoutForm, FormUpdate } from '../checkout-state';
import type { FieldMessage } from '../steps/use-problem-message';

interface Props {
  /** The step's values as they are now. */
  form: CheckoutForm;
  update: FormUpdate;
  register: UseFormRegister<CheckoutForm>;
  message: FieldMessage;
}

/**
 * Spec 2 §3 order `registration`: a referral buyer is registered by their order, so step 2 asks
 * for the identity document, the legal form and, for a private person, the birth date and the
 * document number (their name is the recipient's); a sole trader gives VAT data instead.
 */
export const RegistrationDetails = ({ form, update, register, message }: Props) => {
  const { t } = useTranslation('checkout');
  const passportError = message('passportType');
  const jurError = message('jurType');
  return (
    <Card title={t('registration.title')}>
      <p className={styles.muted}>{t('registration.intro')}</p>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="registration-passport-type">
          {t('registration.passportType')}
        </label>
        <select
          id="registration-passport-type"
          className={styles.input}
          value={form.passportType}
          aria-invalid={passportError ? true : undefined}
          aria-describedby={passportError ? 'registration-passport-type-error' : undefined}
          onChange={(event) => update({ passportType: event.target.value })}
        >
          <option value="" />
          {PASSPORT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`registration.passport.${type}`)}
            </option>
          ))}
        </select>
        {passportError && (
          <p id="registration-passport-type-error" className={styles.error}>
            {passportError}
          </p>
        )}
      </div>
      <fieldset className={styles.fieldset} aria-describedby={jurError ? 'registration-jur-type-error' : undefined}>
        <legend className={styles.label}>{t('registration.jurType')}</legend>
        {JUR_TYPES.map((type) => (
          <label key={type} className={styles.check}>
            <input
              type="radio"
              name="registration-jur-type"
              value={type}
              checked={form.jurType === type}
              // A sole trader registers with VAT data: the VAT card opens for it.
              onChange={() => update(type === 'entrepreneur' ? { jurType: type, vatOn: true } : { jurType: type })}
            />
            {t(`registration.jur.${type}`)}
          </label>
        ))}
        {jurError && (
          <p id="registration-jur-type-error" className={styles.error}>
            {jurError}
          </p>
        )}
      </fieldset>
      {form.jurType === 'individual' && (
        <div className={styles.grid}>
          <p className={`${styles.muted} ${styles.wide}`}>
            {t('registration.name', { name: `${form.firstName} ${form.lastName}`.trim() })}
          </p>
          <DateField
            label={t('registration.birthDate')}
            value={form.birthDate}
            max={new Date().toISOString().slice(0, 10)}
            error={message('birthDate')}
            onChange={(birthDate) => update({ birthDate })}
          />
          <TextField
            label={t('registration.passportNumber')}
            autoComplete="off"
            maxLength={PassportNumber.maxLength ?? undefined}
            error={message('passportNumber')}
            {...register('passportNumber')}
          />
        </div>
      )}
    </Card>
  );
};
