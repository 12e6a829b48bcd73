import type { components } from '@gf/contracts/generated/bff';
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

export type ServicePageData = components['schemas']['ServicePageReply'];
export type ServiceFormData = components['schemas']['ServiceForm'];

/** GET /bff/v1/office/services: the five service pages and whether the live chat is offered here. */
export const useServices = () => useQuery($api.queryOptions('get', '/bff/v1/office/services'));

/** GET /bff/v1/office/services/{service}: one service page. */
export const useService = (service: string) =>
  useQuery($api.queryOptions('get', '/bff/v1/office/services/{service}', { params: { path: { service } } }));
