import type { components } from '@gf/contracts/generated/bff';
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

export type OfficeHome = components['schemas']['OfficeHomeReply'];
export type OfficeDashboard = components['schemas']['OfficeDashboardBlock'];
export type OfficePeriodVolumes = components['schemas']['OfficePeriodVolumes'];

/** GET /bff/v1/office/home: the office root, the dashboard and its promotions, shaped for the role. */
export const officeHomeQueryOptions = () => $api.queryOptions('get', '/bff/v1/office/home', {});

export const useOfficeHome = () => useQuery(officeHomeQueryOptions());
