import { needsCoordinates } from '@gf/contracts/rules/address-rules';
import type { UseFormRegister } from 'react-hook-form';
import { readEnvelope } from '../../../../api/envelope';
import { useRefusalText } from '../../../../api/refusal-text';
import { useTranslation } from '../../../../i18n/use-translation';
import { Button } from '../../../../ui/button';
import { TextField } from '../../../../ui/text-field';
import { useTransliterate } from '../../api/transliterate';
import styles from '../../checkout-page.module.css';
import type { CheckoutForm, FormUpdate } from '../../checkout-state';
import { AddressSuggestions } from '../../components/address-suggestions';
import type { FieldMessage } from '../use-problem-message';

interface Props {
  /** The step's values as they are now. */
  form: CheckoutForm;
  update: FormUpdate;
  register: UseFormRegister<CheckoutForm>;
  message: FieldMessage;
  suggestions: boolean;
}

/**
 * The courier's address: street, house, flat and post index, coordinates where the country's
 * couriers need them, and the street and house in Latin letters on request.
 */
export const AddressForm = ({ form, update, register, message, suggestions }: Props) => {
  const { t } = useTranslation('checkout');
  const refusalText = useRefusalText();
  const transliterate = useTransliterate();
  return (
    <div className={styles.grid}>
      {suggestions && (
        <AddressSuggestions
          country={form.country}
          city={form.cityName}
          onPick={(found) =>
            update({
              street: found.street,
              house: found.house,
              postIndex: found.post_index ?? form.postIndex,
              latitude: String(found.latitude),
              longitude: String(found.longitude),
            })
          }
        />
      )}
      <TextField
        label={t('address.street')}
        autoComplete="address-line1"
        error={message('street')}
        {...register('street')}
      />
      <TextField label={t('address.house')} error={message('house')} {...register('house')} />
      <TextField label={t('address.flat')} {...register('flat')} />
      <TextField label={t('address.postIndex')} autoComplete="postal-code" {...register('postIndex')} />
      {needsCoordinates('delivery-courier', form.country) && (
        <>
          <TextField
            label={t('address.latitude')}
            inputMode="decimal"
            hint={t('address.coordinatesHint')}
            error={message('latitude')}
            {...register('latitude')}
          />
          <TextField label={t('address.longitude')} inputMode="decimal" {...register('longitude')} />
        </>
      )}
      <div className={styles.wide}>
        <Button
          variant="quiet"
          disabled={transliterate.isPending || !form.street}
          onClick={() =>
            transliterate.mutate(
              { body: { street: form.street, house: form.house } },
              {
                onSuccess: (latin) => update({ street: latin.street ?? form.street, house: latin.house ?? form.house }),
              },
            )
          }
        >
          {t('address.transliterate')}
        </Button>
        {transliterate.error && <p className={styles.error}>{refusalText(readEnvelope(transliterate.error))}</p>}
      </div>
    </div>
  );
};
