import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from '../../../../i18n/use-translation';
import { Button } from '../../../../ui/button';
import styles from '../../checkout-page.module.css';
import type { CheckoutForm, FormUpdate } from '../../checkout-state';
import type { FieldMessage } from '../use-problem-message';
import { AddressForm } from './address-form';

interface Props {
  form: CheckoutForm;
  update: FormUpdate;
  register: UseFormRegister<CheckoutForm>;
  message: FieldMessage;
  /** The site suggests addresses as the user types (spec 2 §7). */
  suggestions: boolean;
}

/** Courier delivery: the saved address in use, with a way out to type another, or the address form. */
export const CourierAddress = ({ form, update, register, message, suggestions }: Props) => {
  const { t } = useTranslation('checkout');
  if (form.templateId === null) {
    return <AddressForm form={form} update={update} register={register} message={message} suggestions={suggestions} />;
  }
  return (
    <p className={styles.chosen}>
      {t('templates.using')}: <strong>{form.templateAddress}</strong>{' '}
      <Button variant="quiet" onClick={() => update({ templateId: null, templateAddress: '' })}>
        {t('templates.other')}
      </Button>
    </p>
  );
};
