import { useTranslation } from '../../../../i18n/use-translation';
import type { DeliveryOption, DeliveryReply } from '../../api/get-delivery';
import styles from '../../checkout-page.module.css';
import type { DeliveryType, FormUpdate } from '../../checkout-state';
import { CheapestCost } from './delivery-cost';

interface Props {
  data: DeliveryReply;
  methods: DeliveryOption[];
  available: DeliveryType[];
  deliveryType: DeliveryType | null;
  update: FormUpdate;
  /** The refusal of the chosen type, by our rules or the gateway's check. */
  typeError: string | undefined;
}

/** The city's delivery notes and the choice of a delivery type, each with what it costs at least. */
export const DeliveryMethods = ({ data, methods, available, deliveryType, update, typeError }: Props) => {
  const { t } = useTranslation('checkout');
  return (
    <>
      {data.delivery_info.map((info) => (
        <p key={info} className={styles.info}>
          {info}
        </p>
      ))}
      <fieldset className={styles.methods} aria-describedby={typeError ? 'type-error' : undefined}>
        <legend className={styles.label}>{t('method.title')}</legend>
        {available.map((type) => (
          <label
            key={type}
            className={deliveryType === type ? `${styles.method} ${styles.methodActive}` : styles.method}
          >
            <input
              type="radio"
              name="delivery-type"
              checked={deliveryType === type}
              onChange={() => update({ deliveryType: type, templateId: null, templateAddress: '' })}
            />
            <span className={styles.methodName}>{t(`method.${type}`)}</span>
            <CheapestCost methods={methods.filter((m) => m.type === type)} />
          </label>
        ))}
        {typeError && (
          <p id="type-error" className={styles.error}>
            {typeError}
          </p>
        )}
      </fieldset>
    </>
  );
};
