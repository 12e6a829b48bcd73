import { $api } from './client';

/**
 * GET /bff/v1/auth/registration/sms-languages: the site's SMS languages (spec 1 §3) and the one
 * offered first, for every form that registers a person (public registration, the office's).
 */
export const useSmsLanguages = () =>
  $api.useQuery('get', '/bff/v1/auth/registration/sms-languages', {}, { staleTime: 5 * 60_000 });
