import type { FastifyRequest } from 'fastify';
import { GatewayError } from '../errors/envelope.js';
import type { UpstreamReply } from '../upstream/upstream-client.js';

type SiteMain = UpstreamReply<'siteMain'>;

/** What a registration on this site needs of its main data: the country, and the SMS languages. */
export interface RegistrationSite {
  country: { code: string; id: number };
  /** Spec 1 §3 sms_languages: the languages a registration's SMS may be sent in (spec 2 §3 sms_language). */
  smsLanguages: SiteMain['sms_languages'];
}

/**
 * The site's country and its upstream id, and its SMS languages (site main data, one read): a person
 * registered here belongs to the site's country, and the registration calls name it by id (spec 2
 * §3 Registration country_id).
 */
export const registrationSite = async (request: FastifyRequest): Promise<RegistrationSite> => {
  const code = request.site.country;
  // Typed here: through `request.server` the reply's type is lost under `tsc -b` (TS7006 below).
  const main: SiteMain = await request.server.core.calls.call(request, 'siteMain', {});
  const country = main.countries.find((c) => c.code === code);
  if (!country)
    throw new GatewayError({ status: 404, code: 'no_registration', message: 'This site takes no registrations' });
  return { country: { code, id: country.id }, smsLanguages: main.sms_languages };
};
