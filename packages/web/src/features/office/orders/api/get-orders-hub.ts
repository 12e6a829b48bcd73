import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

/** GET /bff/v1/office/orders/hub: what awaits payment or receipt, and the latest orders. */
export const useOrdersHub = () => useQuery($api.queryOptions('get', '/bff/v1/office/orders/hub', {}));
