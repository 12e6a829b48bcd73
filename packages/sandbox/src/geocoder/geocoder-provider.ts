import {
  GEOCODER_KEY_HEADER,
  GEOCODER_SUGGEST_PATH,
  GeocoderSuggestQuery,
  SANDBOX_GEOCODER_PREFIX,
} from '@gf/contracts/geocoder/geocoder';
import type { FastifyPluginAsync } from 'fastify';
import type { CallLog } from '../call-log.js';
import { GEOCODER_ADDRESSES } from './geocoder-data.js';

/** The call log's name for a suggestions call (not an operation of the company API). */
export const GEOCODER_SUGGEST_CALL = 'geocoderSuggest';

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[\s,.]+/)
    .filter(Boolean);

/**
 * NOT part of the upstream contract: the sandbox's stand-in for the third-party address service
 * (spec 2 §7, `@gf/contracts/geocoder/geocoder`). Answers addresses of the country whose label holds
 * every typed word (as a prefix of one of its words), refuses a missing or wrong key with 401, and
 * logs every call, so tests see whether the gateway asked.
 */
export const geocoderProvider: FastifyPluginAsync<{ callLog: CallLog; key: string }> = async (app, options) => {
  app.get(`${SANDBOX_GEOCODER_PREFIX}${GEOCODER_SUGGEST_PATH}`, async (request, reply) => {
    const log = (status: number) =>
      options.callLog.add({
        operationId: GEOCODER_SUGGEST_CALL,
        method: 'GET',
        path: request.url.split('?')[0] ?? '',
        status,
        userId: null,
      });
    if (request.headers[GEOCODER_KEY_HEADER] !== options.key) {
      log(401);
      return reply.code(401).send({ error: 'invalid key' });
    }
    const query = GeocoderSuggestQuery.safeParse(request.query);
    if (!query.success) {
      log(400);
      return reply.code(400).send({ error: query.error.issues.map((issue) => issue.path.join('.')).join(', ') });
    }
    const { q, country, city, limit } = query.data;
    const typed = words(q);
    const suggestions = GEOCODER_ADDRESSES.filter(
      (address) =>
        address.country === country.toUpperCase() &&
        (!city || address.city.toLowerCase() === city.toLowerCase()) &&
        typed.every((word) => words(address.label).some((part) => part.startsWith(word))),
    )
      .slice(0, limit)
      .map(({ country: _country, ...suggestion }) => suggestion);
    log(200);
    return { suggestions };
  });
};
