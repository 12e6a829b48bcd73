import { useDelivery } from '../../api/get-delivery';
import type { CheckoutForm, DeliveryType } from '../../checkout-state';

/** The delivery types in the order the step offers them. */
const TYPES: DeliveryType[] = ['stock', 'delivery-courier', 'delivery-pickup', 'group'];

/** The chosen city's delivery query, its methods, and the types at least one method offers. */
export const useDeliveryOptions = (form: CheckoutForm) => {
  const delivery = useDelivery(form.cityId, form.countryId);
  const methods = delivery.data?.delivery_list ?? [];
  const available = TYPES.filter((type) => methods.some((m) => m.type === type));
  return { delivery, methods, available };
};
