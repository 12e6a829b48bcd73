import { AddressSuggestion } from '@gf/contracts/gateway/checkout';
import {
  GEOCODER_KEY_HEADER,
  GEOCODER_SUGGEST_PATH,
  type GeocoderSuggestion,
  GeocoderSuggestReply,
} from '@gf/contracts/geocoder/geocoder';
import {
  ADDRESS_SUGGEST_LIMIT,
  ADDRESS_SUGGEST_MAX_CHARS,
  ADDRESS_SUGGEST_MIN_CHARS,
  ADDRESS_SUGGESTIONS_SHOWN,
} from '@gf/contracts/rules/address-suggestions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { request as undiciRequest } from 'undici';
import { z } from 'zod';
import { GatewayError } from '../../platform/errors/envelope.js';
import { tooManyAttempts } from '../../platform/security/rate-limits.js';

/** A person waits for suggestions while typing: past this the call is given up (504). */
export const GEOCODER_TIMEOUT_MS = 5_000;

export interface AddressSuggestionsOptions {
  /** GEOCODER_URL; null when no address service is configured. */
  url: string | null;
  key: string;
}

const providerFailed = (detail: string): GatewayError =>
  new GatewayError({ status: 502, code: 'geocoder_failed', message: `The address service failed (${detail})` });

/**
 * Address suggestions as the buyer types a courier address (spec 2 §7: the third-party geocoding
 * call), each with its coordinates, so the AZ coordinate rule (spec 2 §5) is met without a map. The
 * provider's URL and key stay here; the browser sees only the gateway's route. A call the browser
 * gives up (a newer one replaced it) is given up upstream too.
 */
export const addressSuggestionRoutes: FastifyPluginAsyncZod<AddressSuggestionsOptions> = async (app, options) => {
  const { url, key } = options;
  app.get(
    '/checkout/address-suggestions',
    {
      config: {
        access: 'ordering',
        area: 'shop',
        rateLimit: {
          ...ADDRESS_SUGGEST_LIMIT,
          keyGenerator: (request) => `address-suggestions|${request.ip}`,
          errorResponseBuilder: (_request, context) => tooManyAttempts(context.after),
        },
      },
      schema: {
        tags: ['checkout'],
        summary: 'Addresses matching what the buyer typed, with coordinates (404 when no address service is set up)',
        querystring: z.object({
          query: z.string().trim().min(ADDRESS_SUGGEST_MIN_CHARS).max(ADDRESS_SUGGEST_MAX_CHARS),
          country: z
            .string()
            .regex(/^[A-Za-z]{2}$/, 'An ISO 3166-1 alpha-2 country code')
            .transform((code) => code.toUpperCase()),
          city: z.string().trim().min(1).max(80).optional(),
        }),
        response: { 200: z.object({ suggestions: z.array(AddressSuggestion) }) },
      },
    },
    async (request, reply) => {
      if (!url) {
        throw new GatewayError({
          status: 404,
          code: 'address_suggestions_off',
          message: 'Address suggestions are not offered',
        });
      }
      const { query, country, city } = request.query;
      let suggestions: GeocoderSuggestion[];
      const target = new URL(`${url.replace(/\/$/, '')}${GEOCODER_SUGGEST_PATH}`);
      target.search = new URLSearchParams({
        q: query,
        country,
        limit: String(ADDRESS_SUGGESTIONS_SHOWN),
        ...(city ? { city } : {}),
      }).toString();
      const gone = new AbortController();
      const onClose = () => {
        if (!reply.raw.writableEnded) gone.abort();
      };
      reply.raw.once('close', onClose);
      try {
        const response = await undiciRequest(target, {
          headers: { [GEOCODER_KEY_HEADER]: key, accept: 'application/json' },
          signal: AbortSignal.any([gone.signal, AbortSignal.timeout(GEOCODER_TIMEOUT_MS)]),
        });
        if (response.statusCode !== 200) {
          await response.body.dump();
          throw providerFailed(`status ${response.statusCode}`);
        }
        const parsed = GeocoderSuggestReply.safeParse(await response.body.json());
        if (!parsed.success) throw providerFailed('unexpected reply');
        suggestions = parsed.data.suggestions;
      } catch (error) {
        if (error instanceof GatewayError) throw error;
        if (error instanceof Error && error.name === 'TimeoutError') {
          throw new GatewayError({
            status: 504,
            code: 'geocoder_timeout',
            message: 'The address service took too long',
          });
        }
        throw providerFailed(error instanceof Error ? error.message : String(error));
      } finally {
        reply.raw.off('close', onClose);
      }
      return {
        suggestions: suggestions.map((s) => ({
          label: s.label,
          street: s.street,
          house: s.house,
          city: s.city,
          post_index: s.post_index,
          latitude: s.lat,
          longitude: s.lon,
        })),
      };
    },
  );
};
