import { modal } from '../../modals/modal-definition';

export const checkoutModals = {
  'pickup-points-map': modal(
    () => import('../../features/checkout/modals/pickup-points-map-modal').then((m) => m.PickupPointsMapModal),
    { namespaces: ['checkout'], needsProps: true },
  ),
};
