import type { components } from '@gf/contracts/generated/bff';
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

export type MySession = components['schemas']['MySession'];

export const SESSIONS = '/bff/v1/office/finance/security/sessions';

/** GET …/security/sessions: the account's signed-in sessions (issue 35). */
export const useMySessions = () => useQuery($api.queryOptions('get', SESSIONS));
