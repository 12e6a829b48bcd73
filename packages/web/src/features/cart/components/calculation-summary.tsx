import { useTranslation } from '../../../i18n/use-translation';
import { cartStore } from '../../../lib/cart/cart-store';
import type { CartLine } from '../../../lib/cart/local-cart';
import { formatPrice } from '../../../lib/format-price';
import type { Calculation } from '../api/calculate-cart';
import styles from './calculation-summary.module.css';

interface Props {
  calculation: Calculation;
  currency: string;
  /** Free items of an earlier reply that this one no longer brings (spec 2 §4 finished actions). */
  finished: readonly { id: number; name: string }[];
  chosenId: number | null;
}

/** The calculation reply for the user: totals, promotions, free and chosen items, notes. */
export const CalculationSummary = ({ calculation, currency, finished, chosenId }: Props) => {
  const { t, i18n } = useTranslation('cart');
  const money = (amount: number) => formatPrice(amount, calculation.currency_code ?? currency, i18n.language);
  return (
    <section className={styles.summary} aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className={styles.title}>
        {t('summary.title')}
      </h2>
      {calculation.error_message && (
        <p className={styles.error} role="alert">
          {calculation.error_message}
        </p>
      )}
      {finished.length > 0 && (
        <p className={styles.finished} role="status">
          {t('summary.finished', { names: finished.map((f) => f.name).join(', ') })}
        </p>
      )}
      {calculation.actions.length > 0 && (
        <ul className={styles.actions} aria-label={t('summary.actions')}>
          {calculation.actions.map((action) => (
            <li key={action.id}>{action.name}</li>
          ))}
        </ul>
      )}
      {calculation.free.length > 0 && (
        <div className={styles.block}>
          <h3 className={styles.subtitle}>{t('summary.free')}</h3>
          <ul className={styles.plain}>
            {calculation.free.map((item) => (
              <li key={item.id}>
                {item.name} × {item.quantity}
              </li>
            ))}
          </ul>
        </div>
      )}
      {calculation.choose.length > 0 && (
        <fieldset className={styles.block}>
          <legend className={styles.subtitle}>{t('summary.choose')}</legend>
          {calculation.choose.map((item) => (
            <label key={item.id} className={styles.choice}>
              <input
                type="radio"
                name="cart-choice"
                checked={chosenId === item.id}
                onChange={() => cartStore.choose(item as unknown as CartLine)}
              />
              {item.name}
            </label>
          ))}
        </fieldset>
      )}
      {[...calculation.notes, ...calculation.info_messages].length > 0 && (
        <ul className={styles.notes}>
          {[...calculation.notes, ...calculation.info_messages].map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      <dl className={styles.totals}>
        <div>
          <dt>{t('summary.value')}</dt>
          <dd>{calculation.value}</dd>
        </div>
        {calculation.total_tax > 0 && (
          <div>
            <dt>{t('summary.tax')}</dt>
            <dd>{money(calculation.total_tax)}</dd>
          </div>
        )}
        <div className={styles.total}>
          <dt>{t('summary.total')}</dt>
          <dd>{money(calculation.cost)}</dd>
        </div>
      </dl>
    </section>
  );
};
