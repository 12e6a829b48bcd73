import { z } from 'zod';

/**
 * The third-party address service of spec 2 §7 ("a geocoding suggestions call to a third-party
 * address service, request and reply shape not shown"). Not the company API: its own URL and key
 * (gateway configuration GEOCODER_URL and GEOCODER_KEY), called by the gateway only, so the key never
 * reaches the browser. The sandbox stands in for it. `x-assumed`: the whole shape below.
 */

/** The path of the suggestions call under GEOCODER_URL. */
export const GEOCODER_SUGGEST_PATH = '/suggest';

/** Where the sandbox's stand-in answers: GEOCODER_URL is the sandbox's address plus this (tests, demo). */
export const SANDBOX_GEOCODER_PREFIX = '/geocoder';

/** The key the sandbox's stand-in accepts (GEOCODER_KEY in tests and the demo stack; not a secret). */
export const SANDBOX_GEOCODER_KEY = 'sandbox-geocoder-key';

/** The header the provider reads its key from. */
export const GEOCODER_KEY_HEADER = 'x-api-key';

/** What the gateway asks: the typed text, the country (ISO 3166-1 alpha-2), the city when known, how many. */
export const GeocoderSuggestQuery = z
  .object({
    q: z.string().min(1),
    country: z.string().length(2),
    city: z.string().optional(),
    limit: z.coerce.number().int().min(1).max(10),
  })
  .meta({ id: 'GeocoderSuggestQuery', 'x-assumed': true });

/** One address the provider found, with its point on the map (WGS 84 degrees). */
export const GeocoderSuggestion = z
  .object({
    label: z.string(),
    street: z.string(),
    house: z.string(),
    city: z.string(),
    post_index: z.string().nullable(),
    lat: z.number().min(-90).max(90),
    lon: z.number().min(-180).max(180),
  })
  .meta({ id: 'GeocoderSuggestion', 'x-assumed': true });

export const GeocoderSuggestReply = z
  .object({ suggestions: z.array(GeocoderSuggestion) })
  .meta({ id: 'GeocoderSuggestReply', 'x-assumed': true });

export type GeocoderSuggestion = z.infer<typeof GeocoderSuggestion>;
