import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';

/** The settings that turn tracing on and say where spans go; the SDK reads the rest itself. */
export type TracingSettings = Pick<
  Config,
  'OTEL_EXPORTER_OTLP_ENDPOINT' | 'OTEL_EXPORTER_OTLP_PROTOCOL' | 'OTEL_SERVICE_NAME' | 'OTEL_SDK_DISABLED'
>;

/** The service name spans carry when OTEL_SERVICE_NAME is unset. */
export const DEFAULT_SERVICE_NAME = 'greenfront-gateway';

/** What the gateway asks of OpenTelemetry once it runs (tracing-sdk.ts); nothing of it exists otherwise. */
export interface Tracing {
  /** Registers the request span (@fastify/otel) on a new app: first, before any hook or route. */
  instrument(app: FastifyInstance): Promise<void>;
  /** Fields for a log line written inside a trace: its trace and span ids. */
  logFields(): Record<string, string>;
  /** Runs `work` in a span of its own, a child of the active one (the request's). */
  inSpan<T>(name: string, attributes: Record<string, string>, work: () => Promise<T>): Promise<T>;
  /** Sends the spans ended so far. */
  flush(): Promise<void>;
  /** Sends the spans not sent yet and stops. */
  shutdown(): Promise<void>;
}

let active: Tracing | null = null;

/** The running tracing, or null: off, nothing of OpenTelemetry loaded, nothing to pay per request. */
export const tracing = (): Tracing | null => active;

/** On when a collector is named (OpenTelemetry's rule) and the SDK is not disabled. */
export const tracingWanted = (settings: TracingSettings): boolean =>
  settings.OTEL_EXPORTER_OTLP_ENDPOINT !== undefined && !settings.OTEL_SDK_DISABLED;

export interface TracingOptions {
  /**
   * Instrument ioredis as the gateway imports it: an ESM loader hook (import-in-the-middle) for that
   * one module, registered before the gateway's modules load, so only the start-up preload
   * (telemetry.ts) asks for it.
   */
  hookModules?: boolean;
  /** Where spans go instead of the collector (tests: an in-memory exporter). */
  exporter?: unknown;
}

/**
 * Starts tracing when its variables ask for it (README, "Tracing"): the SDK is loaded here and
 * only here, so a gateway without OTEL_EXPORTER_OTLP_ENDPOINT never loads it.
 */
export const startTracing = async (
  settings: TracingSettings,
  options: TracingOptions = {},
): Promise<Tracing | null> => {
  if (active || !tracingWanted(settings)) return active;
  const { createTracing } = await import('./tracing-sdk.js');
  active = await createTracing(settings, options);
  return active;
};

/** Flushes and stops tracing (the last step of a stop); nothing when it is off. */
export const stopTracing = async (): Promise<void> => {
  const current = active;
  active = null;
  await current?.shutdown();
};
