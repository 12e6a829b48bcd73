import { useTranslation } from '../../../../i18n/use-translation';
import { useModals } from '../../../../modals/modals-context';
import { Button } from '../../../../ui/button';
import { WorkingHours } from '../../../../ui/working-hours';
import type { CheckoutStart } from '../../api/get-checkout';
import type { DeliveryReply } from '../../api/get-delivery';
import styles from '../../checkout-page.module.css';
import type { FormUpdate } from '../../checkout-state';
import type { FieldMessage } from '../use-problem-message';

interface Props {
  data: DeliveryReply;
  stockId: number | null;
  map: CheckoutStart['map'];
  update: FormUpdate;
  message: FieldMessage;
}

/** Pickup at a company stock or office: a list with opening hours, or the same places on a map. */
export const StockChoice = ({ data, stockId, map, update, message }: Props) => {
  const { t } = useTranslation(['checkout', 'named-modals']);
  const { open } = useModals();
  const stocks = [...data.stocks, ...data.offices];
  return (
    <fieldset className={styles.methods}>
      <legend className={styles.label}>{t('stock.title')}</legend>
      {stocks.map((stock) => (
        <label
          key={stock.id}
          className={stockId === stock.id ? `${styles.method} ${styles.methodActive}` : styles.method}
        >
          <input
            type="radio"
            name="stock"
            checked={stockId === stock.id}
            onChange={() => update({ stockId: stock.id })}
          />
          <span>
            <strong>{stock.name}</strong>
            <span className={styles.muted}>
              {' '}
              · {stock.address} · <WorkingHours times={stock.times} />
            </span>
          </span>
        </label>
      ))}
      {message('stockId') && <p className={styles.error}>{message('stockId')}</p>}
      <div>
        <Button
          variant="secondary"
          onClick={() =>
            open('delivery-map', { stocks, selected: stockId, map, onPick: (picked) => update({ stockId: picked }) })
          }
        >
          {t('named-modals:deliveryMap.open')}
        </Button>
      </div>
    </fieldset>
  );
};
