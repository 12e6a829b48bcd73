import type { FastifyRequest } from 'fastify';
import { GatewayError } from '../errors/envelope.js';
import type { UpstreamReply } from '../upstream/upstream-client.js';

/**
 * The site's country and its upstream id (site main data): a person registered here belongs to the
 * site's country, and the registration calls name it by id (spec 2 §3 Registration country_id).
 */
export const siteCountry = async (request: FastifyRequest): Promise<{ code: string; id: number }> => {
  const code = request.site.country;
  // Typed here: through `request.server` the reply's type is lost under `tsc -b` (TS7006 below).
  const main: UpstreamReply<'siteMain'> = await request.server.core.calls.call(request, 'siteMain', {});
  const country = main.countries.find((c) => c.code === code);
  if (!country)
    throw new GatewayError({ status: 404, code: 'no_registration', message: 'This site takes no registrations' });
  return { code, id: country.id };
};
