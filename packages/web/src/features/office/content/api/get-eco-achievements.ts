import type { components } from '@gf/contracts/generated/bff';
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

export type EcoStat = components['schemas']['ContentEcoStat'];

/** GET /bff/v1/office/eco-achievements: the user's eco figures beside the company's. */
export const useEcoAchievements = () => useQuery($api.queryOptions('get', '/bff/v1/office/eco-achievements'));

/** GET /bff/v1/office/eco-achievements/projects: the company's eco projects. */
export const useEcoProjects = () => useQuery($api.queryOptions('get', '/bff/v1/office/eco-achievements/projects'));
