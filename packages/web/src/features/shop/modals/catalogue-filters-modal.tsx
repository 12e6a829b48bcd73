import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModalComponentProps } from '../../../modals/modal-definition';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import type { Listing } from '../api/listing-query';
import type { ShopFilter } from '../api/types';
import styles from '../shop.module.css';

export interface CatalogueFiltersProps {
  filters: ShopFilter[];
  listing: Listing;
  apply: (change: Partial<Listing>) => void;
}

/** Which listing parameter each filter of the upstream sets. */
const PARAMETERS = { brand: 'brand', section: 'section', gender: 'gender' } as const;
type Parameter = (typeof PARAMETERS)[keyof typeof PARAMETERS];
const parameterOf = (code: string): Parameter | undefined => PARAMETERS[code as keyof typeof PARAMETERS];

/**
 * Spec 1 §2 modal "catalogue-filters": one choice per filter, with how many products each value
 * has; each value carries the query value it sets (a brand or section path, a gender id).
 */
export const CatalogueFiltersModal = ({ props, close }: ModalComponentProps<CatalogueFiltersProps>) => {
  const { t } = useTranslation('shop');
  const initial = Object.fromEntries(
    props.filters.map((filter) => {
      const parameter = parameterOf(filter.code);
      return [filter.code, parameter ? String(props.listing[parameter] ?? '') : ''];
    }),
  );
  const [chosen, setChosen] = useState<Record<string, string>>(initial);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const change: Partial<Listing> = {};
    for (const filter of props.filters) {
      const parameter = parameterOf(filter.code);
      const value = chosen[filter.code] || undefined;
      if (parameter === 'gender') change.gender = value === undefined ? undefined : Number(value);
      else if (parameter) change[parameter] = value;
    }
    props.apply(change);
    close();
  };

  const reset = () => {
    props.apply({ brand: undefined, section: undefined, gender: undefined, country: undefined });
    close();
  };

  return (
    <Dialog open onClose={close} title={t('filters.title')} closeLabel={t('filters.close')}>
      <form className={styles.form} onSubmit={submit}>
        {props.filters
          .filter((filter) => parameterOf(filter.code) && filter.values.length > 0)
          .map((filter) => (
            <fieldset key={filter.code} className={styles.fieldset}>
              <legend className={styles.legend}>{t(`filters.codes.${parameterOf(filter.code)!}`)}</legend>
              <label className={styles.option}>
                <input
                  type="radio"
                  name={filter.code}
                  value=""
                  checked={!chosen[filter.code]}
                  onChange={() => setChosen({ ...chosen, [filter.code]: '' })}
                />
                {t('filters.any')}
              </label>
              {filter.values.map((value) => {
                const key = value.value;
                return (
                  <label key={value.id} className={styles.option}>
                    <input
                      type="radio"
                      name={filter.code}
                      value={key}
                      checked={chosen[filter.code] === key}
                      onChange={() => setChosen({ ...chosen, [filter.code]: key })}
                    />
                    {value.name} <span className={styles.muted}>({value.count})</span>
                  </label>
                );
              })}
            </fieldset>
          ))}
        <div className={styles.row}>
          <Button type="submit">{t('filters.apply')}</Button>
          <Button variant="secondary" onClick={reset}>
            {t('filters.reset')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
};
