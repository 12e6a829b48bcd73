import type { components } from '@gf/contracts/generated/bff';
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';
import { pageRead } from '../../../../api/page-read';

export type OfficeHome = components['schemas']['OfficeHomeReply'];
export type OfficeDashboard = components['schemas']['OfficeDashboardBlock'];
export type OfficePeriodVolumes = components['schemas']['OfficePeriodVolumes'];

/** GET /bff/v1/office/home: the office root, the dashboard and its promotions, shaped for the role. */
export const officeHomeRead = () => pageRead('/bff/v1/office/home', {});

export const officeHomeQueryOptions = () => {
  const read = officeHomeRead();
  return $api.queryOptions('get', read.path, read.init);
};

export const useOfficeHome = () => useQuery(officeHomeQueryOptions());
