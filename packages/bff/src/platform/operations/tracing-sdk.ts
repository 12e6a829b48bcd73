import { register } from 'node:module';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { context, propagation, SpanStatusCode, trace } from '@opentelemetry/api';
import { OTLPTraceExporter as OtlpJsonExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as OtlpProtobufExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { defaultResource, detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider, type SpanExporter } from '@opentelemetry/sdk-trace-node';
import { createAddHookMessageChannel } from 'import-in-the-middle';
import { DEFAULT_SERVICE_NAME, type Tracing, type TracingOptions, type TracingSettings } from './tracing-shape.js';

/** Probes and the scraper: a span each would say nothing and cost as much as a page's. */
const UNTRACED = /^\/(?:healthz|readyz|metrics)(?:\?|$)/;

/** A path without its query, which may carry a sign-in key or a phone: what spans show, as the logs do. */
const withoutQuery = (path: string): string => {
  const query = path.indexOf('?');
  return query < 0 ? path : path.slice(0, query);
};

/** The gateway's key namespaces (`gf:session:`, `gf:{jobs}:lease:`, `gf:rate:`), before any id. */
const KEY_NAMESPACE = /^gf:(?:\{[\w-]+\}:)?[\w-]+:/;

/**
 * A Redis command as its span shows it: the command and its key's namespace (`get gf:session:…`).
 * Never a key's id (a session id is the cookie's secret), a value (tokens) or an argument (an
 * address, a login).
 */
export const redisStatement = (command: string, args: unknown[]): string => {
  const key = args.find((arg): arg is string => typeof arg === 'string' && KEY_NAMESPACE.test(arg));
  return key ? `${command} ${KEY_NAMESPACE.exec(key)?.[0]}…` : command;
};

const exporterOf = (settings: TracingSettings): SpanExporter =>
  // Both read OTEL_EXPORTER_OTLP_ENDPOINT (adding /v1/traces), _HEADERS and _TIMEOUT themselves.
  settings.OTEL_EXPORTER_OTLP_PROTOCOL === 'http/json' ? new OtlpJsonExporter() : new OtlpProtobufExporter();

/**
 * The OpenTelemetry SDK, loaded only when tracing is on (tracing.ts). Spans: one per request
 * (@fastify/otel, named by method and route pattern; no span per hook or handler, which would
 * triple the cost for nothing a reader needs), one per upstream call (undici's diagnostics
 * channels, which also send `traceparent` upstream), one per Redis command (ioredis), and the
 * render of a page (rendering/page-renderer.ts). Spans go in batches to the OTLP collector, sampled
 * as OTEL_TRACES_SAMPLER says (default: parentbased_always_on, the SDK's).
 */
export const createTracing = async (settings: TracingSettings, options: TracingOptions): Promise<Tracing> => {
  const hooks = options.hookModules ? createAddHookMessageChannel() : null;
  if (hooks) register('import-in-the-middle/hook.mjs', import.meta.url, hooks.registerOptions);
  const detected = detectResources({ detectors: [envDetector] });
  const provider = new NodeTracerProvider({
    resource: defaultResource()
      .merge(resourceFromAttributes({ 'service.name': settings.OTEL_SERVICE_NAME ?? DEFAULT_SERVICE_NAME }))
      .merge(detected),
    spanProcessors: [new BatchSpanProcessor((options.exporter as SpanExporter | undefined) ?? exporterOf(settings))],
  });
  // The W3C trace context (traceparent) in and out, and an AsyncLocalStorage context.
  provider.register();
  const requests = new FastifyOtelInstrumentation({
    instrumentHooks: false,
    instrumentHandler: false,
    ignorePaths: ({ url }) => UNTRACED.test(url),
    // Named as the metrics label requests: by route pattern, `unmatched` for pages and files the
    // not-found handler serves (registerWeb), whose own span is `notFoundHandler` instead of a
    // name listing every plugin it sits in.
    requestHook: (span, request) => {
      span.updateName(`${request.method} ${request.routeOptions.url ?? 'unmatched'}`);
      span.setAttribute('url.path', withoutQuery(request.url));
    },
    lifecycleHook: (span, { hookName }) => span.updateName(hookName),
  });
  const unregister = registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      requests,
      new UndiciInstrumentation({
        startSpanHook: (request) => ({
          'url.full': `${request.origin}${withoutQuery(request.path)}`,
          'url.path': withoutQuery(request.path),
          'url.query': undefined,
        }),
      }),
      new IORedisInstrumentation({ dbStatementSerializer: redisStatement }),
    ],
  });
  await hooks?.waitForAllMessagesAcknowledged();
  const tracer = provider.getTracer('greenfront-gateway');

  return {
    instrument: async (app) => {
      await app.register(requests.plugin());
      // The request's context again once its body is read: a body arrives on events, which run
      // outside it, so without this a POST's upstream calls would start traces of their own.
      app.addHook('preHandler', (request, _reply, done) => {
        const { context: requestContext } = request.opentelemetry();
        if (requestContext) context.with(requestContext, done);
        else done();
      });
    },
    // A new object each time: pino merges the line's own fields into it.
    logFields: (): Record<string, string> => {
      const span = trace.getSpan(context.active());
      if (!span) return {};
      const { traceId, spanId, traceFlags } = span.spanContext();
      return { trace_id: traceId, span_id: spanId, trace_flags: `0${traceFlags.toString(16)}` };
    },
    inSpan: (name, attributes, work) =>
      tracer.startActiveSpan(name, { attributes }, async (span) => {
        try {
          return await work();
        } catch (error) {
          span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
          throw error;
        } finally {
          span.end();
        }
      }),
    flush: () => provider.forceFlush(),
    shutdown: async () => {
      unregister();
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
};
