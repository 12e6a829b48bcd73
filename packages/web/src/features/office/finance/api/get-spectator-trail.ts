import type { components } from '@gf/contracts/generated/bff';
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

export type SpectatorVisit = components['schemas']['SpectatorVisit'];

/** GET …/security/spectators: who viewed this office and what they did; a manager's own viewing. */
export const useSpectatorTrail = () => useQuery($api.queryOptions('get', '/bff/v1/office/finance/security/spectators'));
