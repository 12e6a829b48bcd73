import type { components } from '@gf/contracts/generated/bff';
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

export type Achievement = components['schemas']['ContentAchievement'];

/** GET /bff/v1/office/achievements: received achievements first, then those still ahead. */
export const useAchievements = () => useQuery($api.queryOptions('get', '/bff/v1/office/achievements'));
