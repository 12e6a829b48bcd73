import { useTranslation } from '../../../../i18n/use-translation';
import { useModals } from '../../../../modals/modals-context';
import { Button } from '../../../../ui/button';
import type { CheckoutStart } from '../../api/get-checkout';
import type { DeliveryOption } from '../../api/get-delivery';
import styles from '../../checkout-page.module.css';
import type { CheckoutForm, FormUpdate } from '../../checkout-state';
import type { FieldMessage } from '../use-problem-message';
import { CarrierCost } from './delivery-cost';

interface Props {
  carriers: DeliveryOption[];
  cityId: number | null;
  point: CheckoutForm['point'];
  map: CheckoutStart['map'];
  update: FormUpdate;
  message: FieldMessage;
}

/** A carrier's pickup point: each carrier with its price and days, its points on a map, and the point chosen. */
export const PickupChoice = ({ carriers, cityId, point, map, update, message }: Props) => {
  const { t } = useTranslation('checkout');
  const { open } = useModals();
  return (
    <div className={styles.methods}>
      <p className={styles.label}>{t('pickup.carrier')}</p>
      {carriers.map((carrier) => (
        <div key={carrier.id} className={styles.carrier}>
          <span>
            <strong>{carrier.name}</strong>
            <CarrierCost carrier={carrier} />
          </span>
          <Button
            variant="secondary"
            onClick={() =>
              open('pickup-points-map', {
                deliveryId: carrier.id,
                cityId: cityId ?? 0,
                carrier: carrier.name,
                selected: point?.code ?? null,
                map,
                onPick: (picked) =>
                  update({
                    deliveryId: carrier.id,
                    templateId: null,
                    point: {
                      code: picked.code,
                      address: picked.full_address,
                      post_index: picked.post_index,
                      delivery_id: carrier.id,
                    },
                  }),
              })
            }
          >
            {t('pickup.open')}
          </Button>
        </div>
      ))}
      {point && (
        <p className={styles.chosen}>
          {t('pickup.chosen')}: <strong>{point.address}</strong>
        </p>
      )}
      {message('point') && <p className={styles.error}>{message('point')}</p>}
    </div>
  );
};
