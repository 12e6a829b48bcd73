import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, TRACE_SAMPLERS } from './config.js';

const problems = (env: NodeJS.ProcessEnv): string => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('configuration was accepted');
};

/** Issue 10: every setting is validated at start, with a clear line for each bad value. */
describe('configuration from the environment', () => {
  it('starts with nothing set', () => {
    expect(loadConfig({})).toMatchObject({
      PORT: 3000,
      UPSTREAM_URL: 'http://127.0.0.1:4010',
      UPSTREAM_PREFIX: '/api/v1',
      UPSTREAM_TIMEOUT_MS: 60_000,
      TRUST_PROXY: false,
      COOKIE_SECURE: 'auto',
      LOG_LEVEL: 'info',
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: 1_000,
      PRESSURE_MAX_RSS_BYTES: 0,
    });
    expect(loadConfig({}).REDIS_URL).toBeUndefined();
    expect(loadConfig({}).PRESSURE_MAX_HEAP_BYTES).toBeGreaterThan(100 * 1024 * 1024);
  });

  it('reads every kind of value', () => {
    expect(
      loadConfig({
        PORT: '8080',
        UPSTREAM_URL: 'https://api.example.com',
        UPSTREAM_TIMEOUT_MS: '5000',
        REDIS_URL: 'rediss://redis.internal:6380',
        TRUST_PROXY: '1',
        COOKIE_SECURE: 'always',
        WIDGET_ORIGINS: 'https://a.example.com, https://b.example.com',
        PRESSURE_MAX_HEAP_BYTES: '0',
      }),
    ).toMatchObject({
      PORT: 8080,
      UPSTREAM_URL: 'https://api.example.com',
      UPSTREAM_TIMEOUT_MS: 5000,
      REDIS_URL: 'rediss://redis.internal:6380',
      TRUST_PROXY: true,
      COOKIE_SECURE: 'always',
      WIDGET_ORIGINS: ['https://a.example.com', 'https://b.example.com'],
      PRESSURE_MAX_HEAP_BYTES: 0,
    });
  });

  it.each([
    ['PORT', 'abc', /PORT: must be a port number from 0 to 65535 \(got "abc"\)/],
    ['PORT', '70000', /PORT: .*65535/],
    ['UPSTREAM_URL', 'ftp://files.example.com', /UPSTREAM_URL: must be an http\(s\) URL/],
    ['UPSTREAM_PREFIX', 'api/v1/', /UPSTREAM_PREFIX: must start with \/ and not end with \//],
    ['UPSTREAM_TIMEOUT_MS', '0', /UPSTREAM_TIMEOUT_MS: must be a positive whole number of milliseconds/],
    ['REDIS_URL', 'http://redis:6379', /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/],
    ['TRUST_PROXY', 'yes', /TRUST_PROXY: .*"0"\|"1"\|"true"\|"false" \(got "yes"\)/],
    ['COOKIE_SECURE', 'sometimes', /COOKIE_SECURE: .*"auto"\|"always"\|"never"/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL: .*"info"/],
    ['WIDGET_ORIGINS', 'https://ok.example.com,not an origin', /WIDGET_ORIGINS \(item 2\): must be a comma-separated/],
    ['CHAT_WIDGET_URL', 'javascript:alert(1)', /CHAT_WIDGET_URL: must be an http\(s\) URL of a script/],
    ['PRESSURE_MAX_EVENT_LOOP_DELAY_MS', '-1', /PRESSURE_MAX_EVENT_LOOP_DELAY_MS: must be a whole number/],
    ['PRESSURE_MAX_HEAP_BYTES', '1.5', /PRESSURE_MAX_HEAP_BYTES: must be a whole number/],
  ])('rejects %s=%s with a clear line', (name, value, message) => {
    expect(problems({ [name]: value })).toMatch(message);
  });

  it('takes WEB_DIST relative to the working folder, and refuses a folder without a built client', () => {
    const built = mkdtempSync(join(tmpdir(), 'gf-web-'));
    writeFileSync(join(built, 'index.html'), '<!doctype html>');
    writeFileSync(join(built, 'routes.json'), '["/"]');
    try {
      expect(loadConfig({ WEB_DIST: relative(process.cwd(), built) }).WEB_DIST).toBe(built);
      expect(problems({ WEB_DIST: tmpdir() })).toMatch(/WEB_DIST: must be the folder of the built web client/);
      // A build from before the route list (issue 15): every page would answer 404.
      rmSync(join(built, 'routes.json'));
      expect(problems({ WEB_DIST: built })).toMatch(/holding index.html and routes.json/);
    } finally {
      rmSync(built, { recursive: true, force: true });
    }
  });

  it('lists every bad value at once, one line each', () => {
    const text = problems({ PORT: 'x', LOG_LEVEL: 'loud', PRESSURE_MAX_RSS_BYTES: 'lots' });
    expect(text.split('\n')).toEqual([
      'Invalid configuration:',
      expect.stringMatching(/^ {2}PORT: /),
      expect.stringMatching(/^ {2}LOG_LEVEL: /),
      expect.stringMatching(/^ {2}PRESSURE_MAX_RSS_BYTES: /),
    ]);
  });

  it('never echoes a value that may hold credentials', () => {
    const text = problems({ REDIS_URL: 'http://user:s3cret@redis:6379' });
    expect(text).toContain('REDIS_URL');
    expect(text).not.toContain('s3cret');
  });

  it("never echoes the Redis passwords or the collector's address", () => {
    const text = problems({
      REDIS_SENTINEL_PASSWORD: 's3cret',
      REDIS_PASSWORD: 'pr1mary',
      OTEL_EXPORTER_OTLP_ENDPOINT: 'ftp://t0ken@collector',
    });
    expect(text).toMatch(/REDIS_SENTINEL_PASSWORD: needs REDIS_SENTINELS/);
    expect(text).toMatch(/REDIS_PASSWORD: needs REDIS_SENTINELS/);
    expect(text).not.toContain('pr1mary');
    expect(text).toMatch(/OTEL_EXPORTER_OTLP_ENDPOINT: must be the http\(s\) URL of an OTLP collector/);
    expect(text).not.toContain('s3cret');
    expect(text).not.toContain('t0ken');
  });
});

/** Issue 31: Redis through Sentinel, as the production manifests set it (connected by item 2). */
describe('Redis through Sentinel', () => {
  it('reads the sentinels as host and port, names, addresses and bracketed IPv6 alike', () => {
    expect(
      loadConfig({
        REDIS_SENTINELS: 'redis-node-0.redis-headless:26379, 10.1.2.3:26380,[fd00::7]:26379',
        REDIS_SENTINEL_NAME: 'mymaster',
        REDIS_SENTINEL_PASSWORD: 'sentinel-secret',
        REDIS_PASSWORD: 'primary-secret',
      }),
    ).toMatchObject({
      REDIS_SENTINELS: [
        { host: 'redis-node-0.redis-headless', port: 26379 },
        { host: '10.1.2.3', port: 26380 },
        { host: 'fd00::7', port: 26379 },
      ],
      REDIS_SENTINEL_NAME: 'mymaster',
      REDIS_SENTINEL_PASSWORD: 'sentinel-secret',
      REDIS_PASSWORD: 'primary-secret',
    });
  });

  it.each([
    ['redis-0', /REDIS_SENTINELS \(item 1\): must be host:port pairs/],
    ['redis-0:26379,redis-1:0', /REDIS_SENTINELS \(item 2\): must be host:port pairs/],
    ['redis-0:65536', /REDIS_SENTINELS \(item 1\): must be host:port pairs/],
    ['[not-v6]:26379', /REDIS_SENTINELS \(item 1\): must be host:port pairs/],
    ['http://redis-0:26379', /REDIS_SENTINELS \(item 1\): must be host:port pairs/],
    [' , ', /REDIS_SENTINELS: must list at least one sentinel/],
  ])('refuses REDIS_SENTINELS=%s', (value, message) => {
    expect(problems({ REDIS_SENTINELS: value, REDIS_SENTINEL_NAME: 'mymaster' })).toMatch(message);
  });

  it("needs the primary's name with the sentinels, and the sentinels with the name or password", () => {
    expect(problems({ REDIS_SENTINELS: 'redis-0:26379' })).toMatch(
      /REDIS_SENTINEL_NAME: must be set with REDIS_SENTINELS/,
    );
    expect(problems({ REDIS_SENTINEL_NAME: 'mymaster' })).toMatch(/REDIS_SENTINEL_NAME: needs REDIS_SENTINELS/);
    expect(problems({ REDIS_URL: 'redis://redis:6379', REDIS_PASSWORD: 's3cret' })).toMatch(
      /REDIS_PASSWORD: needs REDIS_SENTINELS \(with REDIS_URL, the password goes in the URL\)/,
    );
    expect(problems({ REDIS_SENTINELS: 'redis-0:26379', REDIS_SENTINEL_NAME: 'my master' })).toMatch(
      /REDIS_SENTINEL_NAME: must be the name the sentinels know the primary by/,
    );
  });

  it('takes either REDIS_URL or the sentinels, not both', () => {
    expect(
      problems({ REDIS_URL: 'redis://redis:6379', REDIS_SENTINELS: 'redis-0:26379', REDIS_SENTINEL_NAME: 'mymaster' }),
    ).toMatch(/REDIS_SENTINELS: set either REDIS_URL or REDIS_SENTINELS, not both/);
  });
});

/** Issue 31: OpenTelemetry's standard variables, as the manifests set them (wired by item 4). */
describe('OpenTelemetry settings', () => {
  it('reads the standard variables, and takes an empty one as unset', () => {
    expect(
      loadConfig({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector.observability:4318',
        OTEL_SERVICE_NAME: 'greenfront-gateway',
        OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
        OTEL_TRACES_SAMPLER_ARG: '0.1',
      }),
    ).toMatchObject({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector.observability:4318',
      OTEL_SERVICE_NAME: 'greenfront-gateway',
      OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
      OTEL_TRACES_SAMPLER_ARG: 0.1,
    });
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: '', OTEL_TRACES_SAMPLER: '' })).toMatchObject({
      OTEL_EXPORTER_OTLP_ENDPOINT: undefined,
      OTEL_TRACES_SAMPLER: undefined,
    });
  });

  it("accepts each of the SDK's built-in samplers and nothing else", () => {
    for (const sampler of TRACE_SAMPLERS)
      expect(loadConfig({ OTEL_TRACES_SAMPLER: sampler }).OTEL_TRACES_SAMPLER).toBe(sampler);
    expect(problems({ OTEL_TRACES_SAMPLER: 'jaeger_remote' })).toMatch(
      /OTEL_TRACES_SAMPLER: .*"parentbased_traceidratio"/,
    );
  });

  it.each([
    ['1.5', 'traceidratio', /OTEL_TRACES_SAMPLER_ARG: .*1/],
    ['-0.1', 'parentbased_traceidratio', /OTEL_TRACES_SAMPLER_ARG: .*0/],
    ['some', 'traceidratio', /OTEL_TRACES_SAMPLER_ARG: must be a ratio from 0 to 1/],
    ['0.5', 'always_on', /OTEL_TRACES_SAMPLER_ARG: is the ratio of OTEL_TRACES_SAMPLER=traceidratio/],
    ['0.5', undefined, /OTEL_TRACES_SAMPLER_ARG: is the ratio of OTEL_TRACES_SAMPLER=traceidratio/],
  ])('refuses the ratio %s with the sampler %s', (ratio, sampler, message) => {
    expect(problems({ OTEL_TRACES_SAMPLER_ARG: ratio, ...(sampler ? { OTEL_TRACES_SAMPLER: sampler } : {}) })).toMatch(
      message,
    );
  });
});
