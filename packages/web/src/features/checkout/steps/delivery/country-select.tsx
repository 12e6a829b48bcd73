import { useTranslation } from '../../../../i18n/use-translation';
import type { CheckoutStart } from '../../api/get-checkout';
import styles from '../../checkout-page.module.css';
import type { FormUpdate } from '../../checkout-state';

interface Props {
  countries: CheckoutStart['countries'];
  countryId: number | null;
  update: FormUpdate;
}

/** The country the order goes to, offered when the site delivers to more than one; a change clears the city. */
export const CountrySelect = ({ countries, countryId, update }: Props) => {
  const { t } = useTranslation('checkout');
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor="checkout-country">
        {t('where.country')}
      </label>
      <select
        id="checkout-country"
        className={styles.input}
        value={countryId ?? ''}
        onChange={(event) => {
          const country = countries.find((c) => c.id === Number(event.target.value));
          if (country)
            update({
              countryId: country.id,
              country: country.code,
              cityId: null,
              cityName: '',
              deliveryType: null,
            });
        }}
      >
        {countries.map((country) => (
          <option key={country.id} value={country.id}>
            {country.name}
          </option>
        ))}
      </select>
    </div>
  );
};
