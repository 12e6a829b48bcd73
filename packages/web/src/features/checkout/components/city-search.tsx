import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useCities } from '../api/get-cities';
import styles from '../checkout-page.module.css';

interface Props {
  countryId: number | null;
  cityName: string;
  error?: string | undefined;
  onPick: (city: { id: number; name: string }) => void;
}

/** City search: type two letters, pick from the matches (spec 2 §7 cities). */
export const CitySearch = ({ countryId, cityName, error, onPick }: Props) => {
  const { t } = useTranslation('checkout');
  const [query, setQuery] = useState('');
  const cities = useCities(countryId, query);
  const open = query.trim().length >= 2;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor="checkout-city">
        {t('city.label')}
      </label>
      <input
        id="checkout-city"
        className={styles.input}
        value={open ? query : query || cityName}
        placeholder={t('city.placeholder')}
        autoComplete="address-level2"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'checkout-city-error' : undefined}
        onChange={(event) => setQuery(event.target.value)}
      />
      {error && (
        <p id="checkout-city-error" className={styles.error}>
          {error}
        </p>
      )}
      {open && (
        <ul className={styles.options} aria-label={t('city.results')}>
          {cities.isFetching && !cities.data && <li className={styles.muted}>{t('loading')}</li>}
          {cities.data?.cities.length === 0 && <li className={styles.muted}>{t('city.none')}</li>}
          {cities.data?.cities.map((city) => (
            <li key={city.id}>
              <button
                type="button"
                className={styles.option}
                onClick={() => {
                  onPick({ id: city.id, name: city.name });
                  setQuery('');
                }}
              >
                {city.name}
                {city.region && city.region !== city.name && <span className={styles.muted}> · {city.region}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
