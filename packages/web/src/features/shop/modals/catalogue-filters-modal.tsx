import { z } from 'zod';
import { useTranslation } from '../../../i18n/use-translation';
import { useZodForm } from '../../../lib/form';
import { queryField } from '../../../lib/query-form';
import type { ModalComponentProps } from '../../../modals/modal-definition';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { type Listing, listingParams } from '../api/listing-query';
import type { ShopFilter } from '../api/types';
import styles from '../shop.module.css';

export interface CatalogueFiltersProps {
  filters: ShopFilter[];
  listing: Listing;
  /** Writes the change into the address in place of the dialog's entry, which closes the dialog. */
  apply: (change: Partial<Listing>) => void;
}

/** Which listing parameter each filter of the upstream sets. */
const PARAMETERS = { brand: 'brand', section: 'section', gender: 'gender' } as const;
type Parameter = (typeof PARAMETERS)[keyof typeof PARAMETERS];
const parameterOf = (code: string): Parameter | undefined => PARAMETERS[code as keyof typeof PARAMETERS];

/** The radios' values ('' for any), read as the listing reads its address (listingParams). */
const filtersForm = z.object({
  brand: queryField(listingParams.brand),
  section: queryField(listingParams.section),
  gender: queryField(listingParams.gender),
});

/**
 * Spec 1 §2 modal "catalogue-filters": one choice per filter, with how many products each value
 * has; each value carries the query value it sets (a brand or section path, a gender id).
 */
export const CatalogueFiltersModal = ({ props, close }: ModalComponentProps<CatalogueFiltersProps>) => {
  const { t } = useTranslation('shop');
  const form = useZodForm(filtersForm, {
    brand: props.listing.brand ?? '',
    section: props.listing.section ?? '',
    gender: props.listing.gender === undefined ? '' : String(props.listing.gender),
  });

  // Filters only change the address: no submit helper, nothing to refuse.
  const submit = form.handleSubmit((chosen) => {
    const change: Partial<Listing> = {};
    for (const filter of props.filters) {
      const parameter = parameterOf(filter.code);
      if (parameter) Object.assign(change, { [parameter]: chosen[parameter] });
    }
    props.apply(change);
  });

  const reset = () => props.apply({ brand: undefined, section: undefined, gender: undefined, country: undefined });

  return (
    <Dialog open onClose={close} title={t('filters.title')} closeLabel={t('filters.close')}>
      <form className={styles.form} onSubmit={submit} noValidate>
        {props.filters
          .filter((filter) => parameterOf(filter.code) && filter.values.length > 0)
          .map((filter) => ({ filter, parameter: parameterOf(filter.code)! }))
          .map(({ filter, parameter }) => (
            <fieldset key={filter.code} className={styles.fieldset}>
              <legend className={styles.legend}>{t(`filters.codes.${parameter}`)}</legend>
              <label className={styles.option}>
                <input type="radio" value="" {...form.register(parameter)} />
                {t('filters.any')}
              </label>
              {filter.values.map((value) => (
                <label key={value.id} className={styles.option}>
                  <input type="radio" value={value.value} {...form.register(parameter)} />
                  {value.name} <span className={styles.muted}>({value.count})</span>
                </label>
              ))}
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
