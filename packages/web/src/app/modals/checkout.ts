import { modal } from '../../modals/modal-definition';

export const checkoutModals = {
  'pickup-points-map': modal(
    () => import('../../features/checkout/modals/pickup-points-map-modal').then((m) => m.PickupPointsMapModal),
    { namespaces: ['checkout'], needsProps: true },
  ),
  'delivery-map': modal(
    () => import('../../features/checkout/modals/delivery-map-modal').then((m) => m.DeliveryMapModal),
    { namespaces: ['named-modals'], needsProps: true },
  ),
};
