import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useDebounced } from '../../../lib/use-debounced';
import { type AddressSuggestion, isSuggestible, useAddressSuggestions } from '../api/get-address-suggestions';
import styles from '../checkout-page.module.css';

/** Typing settles this long before suggestions are asked: one call per pause, not per keystroke. */
export const ADDRESS_SUGGEST_DEBOUNCE_MS = 300;

interface Props {
  country: string;
  city: string;
  onPick: (suggestion: AddressSuggestion) => void;
}

/**
 * Address search for courier delivery (spec 2 §7 geocoding suggestions): the buyer types, picks one
 * of the addresses found, and the street, house, postal code and coordinates are filled in, so the AZ
 * coordinate rule (spec 2 §5) is met without a map. The fields below stay editable by hand.
 */
export const AddressSuggestions = ({ country, city, onPick }: Props) => {
  const { t } = useTranslation('checkout');
  const id = useId();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState(false);
  const settled = useDebounced(text, ADDRESS_SUGGEST_DEBOUNCE_MS);
  const suggestions = useAddressSuggestions(settled, country, city, !picked);
  const open = !picked && isSuggestible(text);
  const list = open && settled === text ? (suggestions.data?.suggestions ?? null) : null;
  return (
    <div className={`${styles.field} ${styles.wide}`}>
      <label className={styles.label} htmlFor={`${id}-input`}>
        {t('suggest.label')}
      </label>
      <input
        id={`${id}-input`}
        type="search"
        role="combobox"
        aria-expanded={list !== null && list.length > 0}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        className={styles.input}
        value={text}
        placeholder={t('suggest.placeholder')}
        autoComplete="off"
        onChange={(event) => {
          setText(event.target.value);
          setPicked(false);
        }}
      />
      {open && (
        <ul id={`${id}-list`} className={styles.options} aria-label={t('suggest.results')}>
          {suggestions.isFetching && <li className={styles.muted}>{t('loading')}</li>}
          {suggestions.isError && <li className={styles.muted}>{t('suggest.failed')}</li>}
          {list?.length === 0 && !suggestions.isFetching && <li className={styles.muted}>{t('suggest.none')}</li>}
          {list?.map((suggestion) => (
            <li key={`${suggestion.label}|${suggestion.latitude}|${suggestion.longitude}`}>
              <button
                type="button"
                className={styles.option}
                onClick={() => {
                  onPick(suggestion);
                  setText(suggestion.label);
                  setPicked(true);
                }}
              >
                {/* Addresses come in the provider's script: isolated, they keep their order in a right-to-left page. */}
                <bdi>{suggestion.label}</bdi>
                {suggestion.post_index && (
                  <span className={styles.muted}>
                    {' · '}
                    <bdi>{suggestion.post_index}</bdi>
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
