import type { components } from '@gf/contracts/generated/bff';
import type { EducationPage, WikiSection } from '@gf/contracts/rules/office-library';
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

export type LibraryEntry = components['schemas']['LibraryEntry'];

/** GET /bff/v1/office/wiki/{section}: one of the wiki's fixed pages. */
export const useWikiPage = (section: WikiSection) =>
  useQuery($api.queryOptions('get', '/bff/v1/office/wiki/{section}', { params: { path: { section } } }));

/** GET /bff/v1/office/education/{page}: one of the three education pages, each its own route. */
export const useEducationPage = (page: EducationPage) =>
  useQuery($api.queryOptions('get', `/bff/v1/office/education/${page}`));

/** GET /bff/v1/office/specifications/{section}: a specifications section's documents. */
export const useSpecificationsSection = (section: string) =>
  useQuery($api.queryOptions('get', '/bff/v1/office/specifications/{section}', { params: { path: { section } } }));

/** GET /bff/v1/office/materials/{section}: a materials section's documents. */
export const useMaterialsSection = (section: string) =>
  useQuery($api.queryOptions('get', '/bff/v1/office/materials/{section}', { params: { path: { section } } }));
