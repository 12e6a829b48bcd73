import { usesPatronymic } from '@gf/contracts/rules/address-rules';
import { phoneProblem } from '@gf/contracts/rules/phone-rules';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../../ui/card';
import { TextField } from '../../../../ui/text-field';
import styles from '../../checkout-page.module.css';
import type { CheckoutForm, FormUpdate } from '../../checkout-state';
import type { FieldMessage } from './use-problem-message';

interface Props {
  form: CheckoutForm;
  update: FormUpdate;
  message: FieldMessage;
}

/**
 * Who receives the order: the name (with a patronymic where the country uses one and no saved
 * address brought it), a phone checked by the country's rule as it is typed, e-mail and a note.
 */
export const RecipientFields = ({ form, update, message }: Props) => {
  const { t } = useTranslation('checkout');
  const phoneIssue = form.phone.trim() ? phoneProblem(form.phone, form.country) : null;
  const withPatronymic = usesPatronymic(form.country, form.templateId !== null);
  return (
    <Card title={t('who.title')}>
      <div className={styles.grid}>
        <TextField
          label={t('who.firstName')}
          value={form.firstName}
          autoComplete="given-name"
          error={message('delivery.recipient.first_name')}
          onChange={(e) => update({ firstName: e.target.value })}
        />
        <TextField
          label={t('who.lastName')}
          value={form.lastName}
          autoComplete="family-name"
          error={message('delivery.recipient.last_name')}
          onChange={(e) => update({ lastName: e.target.value })}
        />
        {withPatronymic && (
          <TextField
            label={t('who.patronymic')}
            value={form.patronymic}
            autoComplete="additional-name"
            onChange={(e) => update({ patronymic: e.target.value })}
          />
        )}
        <TextField
          label={t('who.phone')}
          type="tel"
          value={form.phone}
          autoComplete="tel"
          hint={t('who.phoneHint')}
          error={phoneIssue ? t(`problem.${phoneIssue}`) : message('delivery.phone')}
          onChange={(e) => update({ phone: e.target.value })}
        />
        <TextField
          label={t('who.email')}
          type="email"
          value={form.email}
          autoComplete="email"
          error={message('delivery.email')}
          onChange={(e) => update({ email: e.target.value })}
        />
        <TextField
          label={t('who.note')}
          value={form.note}
          className={styles.wide}
          onChange={(e) => update({ note: e.target.value })}
        />
      </div>
    </Card>
  );
};
