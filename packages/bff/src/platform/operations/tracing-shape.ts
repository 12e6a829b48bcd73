import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

/* What tracing is, apart from the SDK that does it: tracing.ts loads the SDK (tracing-sdk.ts) only when it is on, and both read this. */

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
