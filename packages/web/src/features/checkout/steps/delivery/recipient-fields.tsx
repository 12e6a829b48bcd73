import { usesPatronymic } from '@gf/contracts/rules/address-rules';
import { phoneProblem } from '@gf/contracts/rules/phone-rules';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from '../../../../i18n/use-translation';
import { Card } from '../../../../ui/card';
import { TextField } from '../../../../ui/text-field';
import styles from '../../checkout-page.module.css';
import type { CheckoutForm } from '../../checkout-state';
import type { FieldMessage } from '../use-problem-message';

interface Props {
  /** The step's values as they are now. */
  form: CheckoutForm;
  register: UseFormRegister<CheckoutForm>;
  message: FieldMessage;
}

/**
 * Who receives the order: the name (with a patronymic where the country uses one and no saved
 * address brought it), a phone checked by the country's rule as it is typed, e-mail and a note.
 */
export const RecipientFields = ({ form, register, message }: Props) => {
  const { t } = useTranslation('checkout');
  const phoneIssue = form.phone.trim() ? phoneProblem(form.phone, form.country) : null;
  const withPatronymic = usesPatronymic(form.country, form.templateId !== null);
  return (
    <Card title={t('who.title')}>
      <div className={styles.grid}>
        <TextField
          label={t('who.firstName')}
          autoComplete="given-name"
          error={message('firstName')}
          {...register('firstName')}
        />
        <TextField
          label={t('who.lastName')}
          autoComplete="family-name"
          error={message('lastName')}
          {...register('lastName')}
        />
        {withPatronymic && (
          <TextField label={t('who.patronymic')} autoComplete="additional-name" {...register('patronymic')} />
        )}
        <TextField
          label={t('who.phone')}
          type="tel"
          autoComplete="tel"
          hint={t('who.phoneHint')}
          error={phoneIssue ? t(`problem.${phoneIssue}`) : message('phone')}
          {...register('phone')}
        />
        <TextField
          label={t('who.email')}
          type="email"
          autoComplete="email"
          error={message('email')}
          {...register('email')}
        />
        <TextField label={t('who.note')} className={styles.wide} {...register('note')} />
      </div>
    </Card>
  );
};
