import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { z } from 'zod';
import { UPSTREAM_TIMEOUT_MS } from './constants.js';

const port = z.coerce.number({ message: 'must be a port number from 0 to 65535' }).int().min(0).max(65535);
const originList = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((text) =>
      text
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ message: 'must be a comma-separated list of origins such as https://widget.example.com' })));
const origins = originList('');
/** An https script URL, or empty for "off". */
const widgetUrl = z
  .string()
  .transform((text) => text.trim() || null)
  .pipe(
    z.url({ protocol: /^https?$/, message: 'must be an http(s) URL of a script, or empty to turn it off' }).nullable(),
  );

/** The vendors' script URLs (README, "Widgets"). */
export const DEFAULT_ACCESSIBILITY_WIDGET_URL = 'https://cdn.userway.org/widget.js';
export const DEFAULT_CHAT_WIDGET_URL = 'https://greenway.webim.ru/js/button.js';
export const DEFAULT_RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
/** Yandex Alice's account-linking broker. */
/**
 * One page view in ten reports its vitals: at a storefront's traffic that fills every route's
 * histograms within the hour, at a tenth of the requests.
 */
export const DEFAULT_VITALS_SAMPLE_RATE = 0.1;
export const DEFAULT_VOICE_ASSISTANT_REDIRECT_ORIGINS = 'https://social.yandex.net';

/** A whole number of 0 or more; 0 means "no limit". */
const pressureLimit = z.coerce.number({ message: 'must be a whole number (0 turns the limit off)' }).int().min(0);

/** The built client's folder, relative to the working folder or absolute; it must hold index.html. */
const webDist = z
  .string()
  .transform((path) => resolve(path))
  // routes.json (the client's page paths) tells pages from unknown paths (web-plugin.ts): a build
  // without it would answer every page 404.
  .refine((path) => existsSync(join(path, 'index.html')) && existsSync(join(path, 'routes.json')), {
    message: 'must be the folder of the built web client, holding index.html and routes.json (npm run build)',
  });

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/** An empty value counts as unset (OpenTelemetry's rule; compose passes `${NAME:-}` through). */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** `host:port`, the host a name, an IPv4 address or a bracketed IPv6 address (`[fd00::1]:26379`). */
const HOST_PORT = /^(?:\[([0-9a-fA-F:.]+)\]|([A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?)):(\d{1,5})$/;
const hostPort = z.string().transform((text, context) => {
  const match = HOST_PORT.exec(text);
  const port = Number(match?.[3]);
  if (!match || port < 1 || port > 65535 || (match[1] !== undefined && isIP(match[1]) !== 6)) {
    context.addIssue({
      code: 'custom',
      message: 'must be host:port pairs such as redis-sentinel-0:26379, comma-separated',
    });
    return z.NEVER;
  }
  return { host: match[1] ?? match[2] ?? '', port };
});

/** OpenTelemetry's built-in samplers (the SDK's OTEL_TRACES_SAMPLER values that need no extra package). */
export const TRACE_SAMPLERS = [
  'always_on',
  'always_off',
  'traceidratio',
  'parentbased_always_on',
  'parentbased_always_off',
  'parentbased_traceidratio',
] as const;

/** Every setting comes from the environment and is checked at start (README, "Operations"). */
const EnvFields = z.object({
  PORT: port.default(3000),
  HOST: z.string().default('::'),
  /**
   * The port browsers reach the sites on when no hosts file is set (`<code>.localhost:<port>`):
   * stored pages, sitemaps and robots.txt name it (issue 29). Default: PORT; behind a local
   * balancer, the balancer's.
   */
  SITE_PORT: port.optional(),
  UPSTREAM_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) URL such as http://127.0.0.1:4010' })
    .default('http://127.0.0.1:4010'),
  UPSTREAM_PREFIX: z
    .string()
    .regex(/^\/[\w/.-]*[^/]$/, 'must start with / and not end with /, such as /api/v1')
    .default('/api/v1'),
  UPSTREAM_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a positive whole number of milliseconds' })
    .int()
    .positive()
    .default(UPSTREAM_TIMEOUT_MS),
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, message: 'must be a redis:// or rediss:// URL such as redis://redis:6379' })
    .optional(),
  /**
   * Redis through Sentinel instead of REDIS_URL (issue 31): the sentinels' `host:port` list, the
   * name of the primary they watch, the sentinels' own password, and the password of the primary
   * and its replicas (REDIS_URL carries its own). platform/redis/redis-client.ts connects.
   */
  REDIS_SENTINELS: unsetWhenEmpty(
    z
      .string()
      .transform((text) =>
        text
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      )
      .pipe(z.array(hostPort).min(1, 'must list at least one sentinel as host:port')),
  ),
  REDIS_SENTINEL_NAME: unsetWhenEmpty(
    z.string().regex(/^[\w.-]+$/, 'must be the name the sentinels know the primary by, such as mymaster'),
  ),
  REDIS_SENTINEL_PASSWORD: unsetWhenEmpty(z.string()),
  REDIS_PASSWORD: unsetWhenEmpty(z.string()),
  TRUST_PROXY: flag.default(false),
  /**
   * How long a client may take to send its request headers before the connection is closed (a
   * slow-header client holds a connection for nothing); checked every HEADERS_CHECK_MS.
   */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * Who may read /metrics besides loopback: addresses or networks (`10.0.0.5`, `10.0.0.0/8`),
   * comma-separated; the scraper connects directly, never through the load balancer.
   */
  METRICS_ALLOW: z
    .string()
    .default('')
    .transform((text) =>
      text
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .refine(
            (entry) => isIP(entry.split('/')[0] ?? '') !== 0 && /^[^/]+(\/\d{1,3})?$/.test(entry),
            'must be IP addresses or networks such as 10.0.0.5 or 10.0.0.0/8, comma-separated',
          ),
      ),
    ),
  SITE_HOSTS_FILE: z.string().optional(),
  /**
   * The share of page views whose browsers report their vitals (issue 35 item 3), 0 to 1; passed
   * to the page in the site reply.
   */
  VITALS_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(DEFAULT_VITALS_SAMPLE_RATE),
  WEB_DIST: webDist.optional(),
  COOKIE_SECURE: z.enum(['auto', 'always', 'never']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  /**
   * Widget scripts (spec 1 §1). Defaults are the vendors' own URLs; an empty value turns the
   * widget off. Their origins join the CSP by themselves.
   */
  ACCESSIBILITY_WIDGET_URL: widgetUrl.default(DEFAULT_ACCESSIBILITY_WIDGET_URL),
  CHAT_WIDGET_URL: widgetUrl.default(DEFAULT_CHAT_WIDGET_URL),
  RECAPTCHA_SCRIPT_URL: widgetUrl.default(DEFAULT_RECAPTCHA_SCRIPT_URL),
  /** Where a voice assistant may be sent back to with a sign-in key (the voice-assistant auth page). */
  VOICE_ASSISTANT_REDIRECT_ORIGINS: originList(DEFAULT_VOICE_ASSISTANT_REDIRECT_ORIGINS),
  /** Origins the page may load widgets from (accessibility widget, chat, recaptcha), comma-separated. */
  WIDGET_ORIGINS: origins,
  /**
   * A real map for pickup points (checkout): an XYZ tile URL template such as
   * https://tile.openstreetmap.org/{z}/{x}/{y}.png. Empty: the points are listed with coordinates and
   * distance. Its origin must also be in WIDGET_ORIGINS (the CSP's img-src).
   */
  MAP_TILE_URL: z
    .string()
    .transform((text) => text.trim() || null)
    .pipe(
      z
        .string()
        .regex(/^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/, 'must be an http(s) URL with {z}, {x} and {y}')
        .nullable(),
    )
    .default(''),
  /** Credit line the tile provider asks for, shown under the map. */
  MAP_TILE_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
  /**
   * The address service behind checkout's address suggestions (spec 2 §7): its base URL, the
   * suggestions call being GEOCODER_URL + /suggest. Empty: no suggestions, checkout as without them.
   */
  GEOCODER_URL: z
    .string()
    .transform((text) => text.trim() || null)
    .pipe(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).nullable())
    .default(''),
  /** The address service's key, sent by the gateway only (never to the browser, never logged). */
  GEOCODER_KEY: z.string().default(''),
  /** Origins payment forms may post to (external providers), comma-separated. */
  PAYMENT_ORIGINS: origins,
  /**
   * Load shedding (@fastify/under-pressure): past any of these limits the gateway answers 503 with
   * the error envelope and Retry-After instead of queueing more work. 0 turns a limit off.
   */
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: pressureLimit.default(1_000),
  /** Default: 90% of V8's heap limit, where garbage collection starts to take the whole process. */
  PRESSURE_MAX_HEAP_BYTES: pressureLimit.default(() => Math.floor(getHeapStatistics().heap_size_limit * 0.9)),
  PRESSURE_MAX_RSS_BYTES: pressureLimit.default(0),
  /**
   * Replies checked against their zod schema before they are written: a reply drifting from the
   * gateway contract answers 500 instead. Default: on, except with NODE_ENV=production, where the
   * compiled writer alone keeps each reply to its contract's fields (reply-serializer.ts).
   */
  RESPONSE_VALIDATION: flag.optional(),
  /** `production` turns RESPONSE_VALIDATION off by default; libraries read it too. */
  NODE_ENV: z.string().optional(),
  /**
   * OpenTelemetry's standard variables (issue 31, item 4): tracing is off while the endpoint is
   * unset. The sampler's argument is the ratio of the traceidratio samplers, from 0 to 1.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: unsetWhenEmpty(
    z.url({
      protocol: /^https?$/,
      message: 'must be the http(s) URL of an OTLP collector such as http://collector:4318',
    }),
  ),
  /** How spans travel to the collector: OTLP over HTTP as protobuf (the standard's default) or JSON; no gRPC. */
  OTEL_EXPORTER_OTLP_PROTOCOL: unsetWhenEmpty(
    z.enum(['http/protobuf', 'http/json'], {
      message: 'must be http/protobuf or http/json (the gateway sends OTLP over HTTP, not gRPC)',
    }),
  ),
  /** `true` keeps tracing off whatever else is set (OpenTelemetry's switch). */
  OTEL_SDK_DISABLED: unsetWhenEmpty(flag).transform((value) => value ?? false),
  OTEL_SERVICE_NAME: unsetWhenEmpty(z.string()),
  OTEL_TRACES_SAMPLER: unsetWhenEmpty(z.enum(TRACE_SAMPLERS)),
  OTEL_TRACES_SAMPLER_ARG: unsetWhenEmpty(
    z.coerce.number({ message: 'must be a ratio from 0 to 1, such as 0.1' }).min(0).max(1),
  ),
  /** Threads rendering pages (issue 30). Default: one per core but one, at least one. */
  RENDER_THREADS: z.coerce.number({ message: 'must be a whole number of 1 or more' }).int().min(1).optional(),
  /**
   * Renders that may wait for a thread; past it a page request gets the stale page or the client
   * shell at once. Default: RENDER_QUEUE_PER_THREAD per thread.
   */
  RENDER_QUEUE_MAX: z.coerce.number({ message: 'must be a whole number of 1 or more' }).int().min(1).optional(),
});

/** Settings that only make sense together, each problem named by the variable to change. */
const checkCombinations = (settings: z.infer<typeof EnvFields>, context: z.RefinementCtx): void => {
  const problem = (name: keyof typeof settings, message: string) =>
    context.addIssue({ code: 'custom', path: [name], message });
  const sentinels = settings.REDIS_SENTINELS !== undefined;
  if (sentinels && settings.REDIS_URL !== undefined)
    problem('REDIS_SENTINELS', 'set either REDIS_URL or REDIS_SENTINELS, not both');
  if (sentinels && settings.REDIS_SENTINEL_NAME === undefined)
    problem('REDIS_SENTINEL_NAME', 'must be set with REDIS_SENTINELS (the name of the primary, such as mymaster)');
  if (!sentinels && settings.REDIS_SENTINEL_NAME !== undefined)
    problem('REDIS_SENTINEL_NAME', 'needs REDIS_SENTINELS (the sentinels to ask)');
  if (!sentinels && settings.REDIS_SENTINEL_PASSWORD !== undefined)
    problem('REDIS_SENTINEL_PASSWORD', 'needs REDIS_SENTINELS (the sentinels to ask)');
  if (!sentinels && settings.REDIS_PASSWORD !== undefined)
    problem('REDIS_PASSWORD', 'needs REDIS_SENTINELS (with REDIS_URL, the password goes in the URL)');
  if (settings.OTEL_TRACES_SAMPLER_ARG !== undefined && !settings.OTEL_TRACES_SAMPLER?.endsWith('traceidratio'))
    problem('OTEL_TRACES_SAMPLER_ARG', 'is the ratio of OTEL_TRACES_SAMPLER=traceidratio or parentbased_traceidratio');
};

/** Every variable the gateway reads, checked at start (README, "Operations"). */
export const ConfigSchema = EnvFields.superRefine(checkCombinations);

export type Config = Omit<z.infer<typeof ConfigSchema>, 'RESPONSE_VALIDATION' | 'SITE_PORT'> & {
  RESPONSE_VALIDATION: boolean;
  SITE_PORT: number;
};

export class ConfigError extends Error {}

/**
 * A stopping gateway finishes its requests in flight (server.ts): an upstream call may take
 * UPSTREAM_TIMEOUT_MS, and this margin covers writing its reply. Past the two it exits anyway, so a
 * container's grace period must be longer (deploy/kubernetes: terminationGracePeriodSeconds after
 * the preStop pause; docker-compose.yml: stop_grace_period).
 */
export const SHUTDOWN_MARGIN_MS = 5_000;
export const drainTimeoutMs = (config: Pick<Config, 'UPSTREAM_TIMEOUT_MS'>): number =>
  config.UPSTREAM_TIMEOUT_MS + SHUTDOWN_MARGIN_MS;

/** Values that may carry credentials are never echoed back. */
const SECRET_SETTINGS = new Set([
  'REDIS_URL',
  'REDIS_SENTINEL_PASSWORD',
  'REDIS_PASSWORD',
  'RECAPTCHA_SITE_KEY',
  'UPSTREAM_URL',
  'GEOCODER_URL',
  'GEOCODER_KEY',
  'OTEL_EXPORTER_OTLP_ENDPOINT',
]);
const shownValue = (name: string, value: string | undefined): string =>
  value === undefined || SECRET_SETTINGS.has(name) ? '' : ` (got ${JSON.stringify(value.slice(0, 80))})`;

/** Reads the configuration; a bad value stops start-up with one line per problem. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const result = ConfigSchema.safeParse(env);
  if (result.success)
    return {
      ...result.data,
      RESPONSE_VALIDATION: result.data.RESPONSE_VALIDATION ?? result.data.NODE_ENV !== 'production',
      SITE_PORT: result.data.SITE_PORT ?? result.data.PORT,
    };
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    const item = issue.path.length > 1 ? ` (item ${Number(issue.path[1]) + 1})` : '';
    return `  ${name}${item}: ${issue.message}${shownValue(name, env[name])}`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
};

/** Defaults for tests: everything a test does not set. */
export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  ...loadConfig({}),
  LOG_LEVEL: 'silent',
  // A test runner on a busy machine holds the loop for over a second now and then (schema
  // compiles, other workers): shedding would answer such a test 503. load-shedding.test.ts sets it.
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: 0,
  ...overrides,
});
