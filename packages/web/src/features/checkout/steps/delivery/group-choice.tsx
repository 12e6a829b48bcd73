import { useTranslation } from '../../../../i18n/use-translation';
import type { DeliveryReply } from '../../api/get-delivery';
import styles from '../../checkout-page.module.css';
import type { FormUpdate } from '../../checkout-state';
import type { FieldMessage } from '../use-problem-message';

interface Props {
  groupOrders: DeliveryReply['group_orders'];
  groupNumber: string;
  update: FormUpdate;
  message: FieldMessage;
}

/** Joining a group order (spec 2 §2): the order goes with the group's, from the group's stock. */
export const GroupChoice = ({ groupOrders, groupNumber, update, message }: Props) => {
  const { t } = useTranslation('checkout');
  return (
    <fieldset className={styles.methods}>
      <legend className={styles.label}>{t('group.title')}</legend>
      {groupOrders.length === 0 && <p className={styles.muted}>{t('group.none')}</p>}
      {groupOrders.map((group) => (
        <label
          key={group.number}
          className={groupNumber === group.number ? `${styles.method} ${styles.methodActive}` : styles.method}
        >
          <input
            type="radio"
            name="group"
            checked={groupNumber === group.number}
            onChange={() => update({ groupNumber: group.number, stockId: group.stock_id })}
          />
          <span>
            <strong>{t('group.order', { number: group.number, name: group.leader_name })}</strong>
            <span className={styles.muted}> · {group.address}</span>
          </span>
        </label>
      ))}
      {message('groupNumber') && <p className={styles.error}>{message('groupNumber')}</p>}
    </fieldset>
  );
};
