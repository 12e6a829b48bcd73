import type { UpstreamOperations } from '@gf/contracts/upstream/operations';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { GatewayError } from '../errors/envelope.js';

/**
 * The site's country and its upstream id (site main data): a person registered here belongs to the
 * site's country, and the registration calls name it by id (spec 2 §3 Registration country_id).
 */
export const siteCountry = async (request: FastifyRequest): Promise<{ code: string; id: number }> => {
  const code = request.site.country;
  // Typed here: read through `request.server`, the reply's type is lost to a cycle of inference.
  const main: z.output<UpstreamOperations['siteMain']['reply']> = await request.server.core.calls.call(
    request,
    'siteMain',
    {},
  );
  const country = main.countries.find((c) => c.code === code);
  if (!country)
    throw new GatewayError({ status: 404, code: 'no_registration', message: 'This site takes no registrations' });
  return { code, id: country.id };
};
