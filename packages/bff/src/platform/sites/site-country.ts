import type { FastifyRequest } from 'fastify';
import { GatewayError } from '../errors/envelope.js';
import type { UpstreamReply } from '../upstream/upstream-client.js';

type SiteMain = UpstreamReply<'siteMain'>;

/** The site's SMS languages: every site has them, whether or not it registers people itself. */
export interface SmsSite {
  /** Spec 1 §3 sms_languages: the languages a registration's SMS may be sent in (spec 2 §3 sms_language). */
  smsLanguages: SiteMain['sms_languages'];
}

/** What a registration on this site needs of its main data: the country, and the SMS languages. */
export interface RegistrationSite extends SmsSite {
  country: { code: string; id: number };
}

// Typed here: through `request.server` the reply's type is lost under `tsc -b` (TS7006 below).
const siteMain = (request: FastifyRequest): Promise<SiteMain> =>
  request.server.core.calls.call(request, 'siteMain', {});

/**
 * The SMS languages alone: a group site (eu) whose own country is no registration country still
 * names them, so the form can offer them without a refusal (the site main data is one cached read).
 */
export const smsSite = async (request: FastifyRequest): Promise<SmsSite> => ({
  smsLanguages: (await siteMain(request)).sms_languages,
});

/**
 * The site's country and its upstream id, and its SMS languages (site main data, one read): a person
 * registered here belongs to the site's country, and the registration calls name it by id (spec 2
 * §3 Registration country_id).
 */
export const registrationSite = async (request: FastifyRequest): Promise<RegistrationSite> => {
  const code = request.site.country;
  const main = await siteMain(request);
  const country = main.countries.find((c) => c.code === code);
  if (!country)
    throw new GatewayError({ status: 404, code: 'no_registration', message: 'This site takes no registrations' });
  return { country: { code, id: country.id }, smsLanguages: main.sms_languages };
};
