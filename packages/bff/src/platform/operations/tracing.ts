import type { Tracing, TracingOptions, TracingSettings } from './tracing-shape.js';

let active: Tracing | null = null;

/** The running tracing, or null: off, nothing of OpenTelemetry loaded, nothing to pay per request. */
export const tracing = (): Tracing | null => active;

/** On when a collector is named (OpenTelemetry's rule) and the SDK is not disabled. */
export const tracingWanted = (settings: TracingSettings): boolean =>
  settings.OTEL_EXPORTER_OTLP_ENDPOINT !== undefined && !settings.OTEL_SDK_DISABLED;

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
