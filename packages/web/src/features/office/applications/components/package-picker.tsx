import { useTranslation } from '../../../../i18n/use-translation';
import { formatPrice } from '../../../../lib/format-price';
import { useModals } from '../../../../modals/modals-context';
import grid from '../../../../ui/card-grid.module.css';
import type { ApplicationFormData } from '../api/get-application-event';
import styles from '../applications.module.css';

interface PackagePickerProps {
  form: ApplicationFormData;
  value: number[];
  onChange: (ids: number[]) => void;
  error: string | undefined;
}

/**
 * The event's packages (spec 2 §3 packages) with their price and the places left. Reaching for a
 * package with no places left opens packages-limit-reached instead of choosing it; one the user
 * already holds stays theirs.
 */
export const PackagePicker = ({ form, value, onChange, error }: PackagePickerProps) => {
  const { t, i18n } = useTranslation('applications');
  const modals = useModals();
  const held = form.application?.package_ids ?? [];
  return (
    <fieldset className={styles.section} aria-invalid={error ? true : undefined}>
      <legend>{t('form.packages')} *</legend>
      <div className={styles.choices}>
        {form.packages.map((pkg) => {
          const full = pkg.places_left === 0 && !held.includes(pkg.id);
          const chosen = value.includes(pkg.id);
          return (
            <label key={pkg.id} className={[styles.choice, full ? styles.full : ''].join(' ')} data-package={pkg.id}>
              <input
                type="checkbox"
                checked={chosen}
                aria-describedby={`package-${pkg.id}-places`}
                onChange={(event) => {
                  if (event.currentTarget.checked && full) {
                    modals.open('packages-limit-reached', { names: [pkg.name] });
                    return;
                  }
                  onChange(event.currentTarget.checked ? [...value, pkg.id] : value.filter((id) => id !== pkg.id));
                }}
              />
              <span className={styles.choiceText}>
                <strong>{pkg.name}</strong>
                <span className={grid.muted}>{pkg.description}</span>
                <span>{formatPrice(pkg.price, pkg.currency_code, i18n.language)}</span>
                <span id={`package-${pkg.id}-places`} className={grid.muted}>
                  {pkg.places_left === null
                    ? ''
                    : full
                      ? t('form.full')
                      : t('form.placesLeft', { count: pkg.places_left })}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
};
