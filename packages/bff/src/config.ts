import { z } from 'zod';
import { UPSTREAM_TIMEOUT_MS } from './constants.js';

const port = z.coerce.number().int().min(0).max(65535);
const origins = z
  .string()
  .default('')
  .transform((text) =>
    text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url({ message: 'must be a comma-separated list of origins such as https://widget.example.com' })));
const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/** Every setting comes from the environment and is checked at start (README, "Operations"). */
const EnvSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().default('::'),
  UPSTREAM_URL: z
    .url({ message: 'must be an http(s) URL such as http://127.0.0.1:4010' })
    .default('http://127.0.0.1:4010'),
  UPSTREAM_PREFIX: z
    .string()
    .regex(/^\/[\w/.-]*[^/]$/, 'must start with / and not end with /, such as /api/v1')
    .default('/api/v1'),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(UPSTREAM_TIMEOUT_MS),
  REDIS_URL: z.url({ message: 'must be a redis:// URL' }).optional(),
  TRUST_PROXY: flag.default(false),
  SITE_HOSTS_FILE: z.string().optional(),
  WEB_DIST: z.string().optional(),
  COOKIE_SECURE: z.enum(['auto', 'always', 'never']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  /** Origins the page may load widgets from (accessibility widget, chat, recaptcha), comma-separated. */
  WIDGET_ORIGINS: origins,
  /** Origins payment forms may post to (external providers), comma-separated. */
  PAYMENT_ORIGINS: origins,
});

export type Config = z.infer<typeof EnvSchema>;

export class ConfigError extends Error {}

/** Reads the configuration; a bad value stops start-up with one line per problem. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const result = EnvSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
};

/** Defaults for tests: everything a test does not set. */
export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  ...loadConfig({}),
  LOG_LEVEL: 'silent',
  ...overrides,
});
