/**
 * The start-up preload (`node --import ./dist/src/telemetry.js dist/src/server.js`: the package's
 * start script, the image's command): OpenTelemetry starts here, before the gateway's modules load,
 * so the modules it instruments (ioredis) are hooked as they are imported (DESIGN.md "Operations").
 * Without OTEL_EXPORTER_OTLP_ENDPOINT nothing of OpenTelemetry is loaded.
 */
import { ConfigError, loadConfig } from './platform/config.js';
import { startTracing } from './platform/operations/tracing.js';

const settings = (() => {
  try {
    return loadConfig(process.env);
  } catch (error) {
    // server.ts reads the same settings next, and stops with every problem listed.
    if (error instanceof ConfigError) return null;
    throw error;
  }
})();
if (settings) await startTracing(settings, { hookModules: true });
