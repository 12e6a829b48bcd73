import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import { contractRegistry } from '@gf/contracts/gateway/contract-registry';
import Fastify, { type FastifyInstance, type FastifyReply, LogController } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { authRoutes } from './areas/auth/auth-routes.js';
import { domainRoutes } from './areas/auth/domain-routes.js';
import { messengerRoutes } from './areas/auth/messenger-routes.js';
import { passwordRecoveryRoutes } from './areas/auth/password-recovery-routes.js';
import { registrationRoutes } from './areas/auth/registration-routes.js';
import { spectatorRoutes } from './areas/auth/spectator-routes.js';
import { cartRoutes } from './areas/cart/cart-routes.js';
import { addressSuggestionRoutes } from './areas/checkout/address-suggestions-routes.js';
import { checkoutRoutes } from './areas/checkout/checkout-routes.js';
import { corporateRoutes } from './areas/corporate/corporate-routes.js';
import { mediaProxy } from './areas/corporate/media-proxy.js';
import { legalRoutes } from './areas/legal/legal-routes.js';
import type { OfficeRoute } from './areas/office/office-guard.js';
import { OFFICE_PREFIX, officePlugin } from './areas/office/office-plugin.js';
import { messengerPaymentRoutes } from './areas/office/orders/messenger-payment-routes.js';
import { orderRoutes } from './areas/office/orders/order-routes.js';
import { sharedOrderRoutes } from './areas/office/orders/shared-order-routes.js';
import { externalTicketRoutes } from './areas/office/tickets/external-ticket-routes.js';
import { openEntryRoutes } from './areas/open-entry/open-entry-routes.js';
import { shopRoutes } from './areas/shop/shop-routes.js';
import { registerRouteDeclarations } from './platform/access/route-declarations.js';
import { enforceRoutePolicy } from './platform/access/route-policy.js';
import { cachePurgePlugin } from './platform/cache/cache-purge.js';
import { registerPrivateReplies } from './platform/cache/private-replies.js';
import { publicReadsPlugin } from './platform/cache/public-reads.js';
import { purgeRoutes } from './platform/cache/purge-routes.js';
import type { Config } from './platform/config.js';
import { type CoreDependencies, corePlugin } from './platform/core-plugin.js';
import { envelope } from './platform/errors/envelope.js';
import { registerErrorHandler } from './platform/errors/error-handler.js';
import { clientErrorEnvelope } from './platform/operations/client-errors.js';
import { registerDrain } from './platform/operations/drain.js';
import { registerLoadShedding } from './platform/operations/load-shedding.js';
import { BatchedStdout } from './platform/operations/log-stream.js';
import { createMetrics } from './platform/operations/metrics.js';
import { operationsRoutes, registerRequestMetrics } from './platform/operations/operations-routes.js';
import { requestLoggerFactory } from './platform/operations/request-logger.js';
import { tracing } from './platform/operations/tracing.js';
import { vitalsRoutes } from './platform/operations/vitals-routes.js';
import { readPagePaths } from './platform/rendering/page-paths.js';
import { registerWeb } from './platform/rendering/web-plugin.js';
import { replySerializerCompiler } from './platform/replies/reply-serializer.js';
import { contentSecurityPolicy } from './platform/security/content-security-policy.js';
import { registerCredentialLimits } from './platform/security/credential-limit.js';
import { registerCsrf } from './platform/security/csrf.js';
import { registerRateLimits } from './platform/security/rate-limits.js';
import { registerSecurityHeaders, securityHeaders } from './platform/security/security-headers.js';
import { recordSpectatorWrites } from './platform/session/spectator-writes.js';
import { siteRoutes } from './platform/sites/site-routes.js';
import { sitesPlugin } from './platform/sites/sites-plugin.js';

export const API_PREFIX = '/bff/v1';

/** How often the server looks for connections past their header or request timeout. */
export const HEADERS_CHECK_MS = 1_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the office subtree, as registered (the office guard's test walks them). */
    officeRoutes: readonly OfficeRoute[];
  }
}

/** Secrets never reach the logs (issue 4, "Defences"). */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.access_token',
  '*.refresh_token',
  '*.refresh',
];

/** Builds the gateway. Tests call this and use `inject`; `server.ts` listens. */
export const buildApp = async (config: Config, dependencies: CoreDependencies = {}): Promise<FastifyInstance> => {
  const logStream = dependencies.logStream ?? new BatchedStdout();
  const helmetOptions = { contentSecurityPolicy: { directives: contentSecurityPolicy(config) } };
  const headers = securityHeaders(helmetOptions);
  // Started by the preload (telemetry.ts) when OTEL_EXPORTER_OTLP_ENDPOINT is set; null otherwise.
  const traces = tracing();
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: { paths: REDACT, censor: '[redacted]' },
      stream: logStream,
      // Every line written inside a trace names it (trace_id, span_id), so logs and traces join.
      ...(traces ? { mixin: () => traces.logFields() } : {}),
    },
    // One line per request, written when it completes (operations/operations-routes.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // A request's own logger is made at its first line: most never write one (request-logger.ts).
    childLoggerFactory: requestLoggerFactory,
    trustProxy: config.TRUST_PROXY,
    // A stopping instance serves what still arrives on open connections (each reply then closes
    // its connection) instead of Fastify's bare 503, which a load balancer may not retry (a POST).
    return503OnClosing: false,
    bodyLimit: 1024 * 1024,
    requestTimeout: config.UPSTREAM_TIMEOUT_MS + 5_000,
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      // Node checks the timeouts above on this period (30 s by default): the bound is their sum.
      connectionsCheckingInterval: HEADERS_CHECK_MS,
    },
    clientErrorHandler: clientErrorEnvelope(headers),
    // A path that does not decode (`/%`, `/%E0%A4%A`) is refused before any hook runs: the envelope
    // and the security headers are set here.
    frameworkErrors: (_error, _request, frameworkReply) => {
      // Typed for no route (its reply generics say nothing can be sent): any reply can.
      const reply = frameworkReply as unknown as FastifyReply;
      reply
        .code(400)
        .headers(headers)
        .send(envelope({ status: 400, code: 'bad_url', message: 'The address is not valid' }));
    },
  });
  // The request span comes first: every hook, route and plugin registered after it is inside it.
  await traces?.instrument(app);
  if (logStream instanceof BatchedStdout) app.addHook('onClose', async () => logStream.close());
  // Before any route: each one must say who may call it.
  registerRouteDeclarations(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(replySerializerCompiler({ validate: config.RESPONSE_VALIDATION }));
  registerErrorHandler(app);
  registerDrain(app);
  await registerLoadShedding(app, config);

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Gateway (BFF) API',
        version: '1.0.0',
        description: 'Page-shaped endpoints the web client calls. Generated from the gateway route schemas.',
      },
    },
    transform: createJsonSchemaTransform({ schemaRegistry: contractRegistry }),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry: contractRegistry }),
  });
  await app.register(fastifyCookie);
  registerSecurityHeaders(app, headers);
  registerPrivateReplies(app);
  await registerRateLimits(app, config);
  registerCredentialLimits(app);
  await app.register(sitesPlugin, { hostsFile: config.SITE_HOSTS_FILE, sitePort: config.SITE_PORT });
  registerCsrf(app);
  const metrics = createMetrics();
  registerRequestMetrics(app, metrics);
  await app.register(corePlugin, { config, dependencies, metrics });
  enforceRoutePolicy(app);
  recordSpectatorWrites(app);
  await app.register(cachePurgePlugin, { redis: config });
  await app.register(publicReadsPlugin);
  await app.register(operationsRoutes, { metrics, metricsAllow: config.METRICS_ALLOW });
  await app.register(purgeRoutes, { metricsAllow: config.METRICS_ALLOW });
  const officeRoutes: OfficeRoute[] = [];
  app.decorate('officeRoutes', officeRoutes);

  await app.register(
    async (api) => {
      await api.register(siteRoutes, {
        recaptchaSiteKey: config.RECAPTCHA_SITE_KEY,
        vitalsSampleRate: config.VITALS_SAMPLE_RATE,
        widgets: {
          accessibility: config.ACCESSIBILITY_WIDGET_URL,
          chat: config.CHAT_WIDGET_URL,
          recaptcha: config.RECAPTCHA_SCRIPT_URL,
        },
      });
      await api.register(vitalsRoutes, { registry: metrics.registry, routePatterns: readPagePaths(config.WEB_DIST) });
      await api.register(authRoutes);
      await api.register(spectatorRoutes);
      await api.register(openEntryRoutes);
      await api.register(passwordRecoveryRoutes);
      await api.register(registrationRoutes, { recaptchaSiteKey: config.RECAPTCHA_SITE_KEY });
      await api.register(domainRoutes);
      await api.register(corporateRoutes);
      await api.register(legalRoutes);
      await api.register(messengerRoutes, { voiceRedirectOrigins: config.VOICE_ASSISTANT_REDIRECT_ORIGINS });
      await api.register(cartRoutes);
      await api.register(checkoutRoutes, {
        mapTileUrl: config.MAP_TILE_URL,
        mapAttribution: config.MAP_TILE_ATTRIBUTION,
        addressSuggestions: config.GEOCODER_URL !== null,
      });
      await api.register(addressSuggestionRoutes, { url: config.GEOCODER_URL, key: config.GEOCODER_KEY });
      await api.register(orderRoutes);
      await api.register(sharedOrderRoutes);
      await api.register(officePlugin, { prefix: OFFICE_PREFIX, routes: officeRoutes });
      await api.register(shopRoutes);
      await api.register(externalTicketRoutes);
      await api.register(messengerPaymentRoutes);
    },
    { prefix: API_PREFIX },
  );
  await app.register(mediaProxy, { upstreamUrl: config.UPSTREAM_URL });
  await registerWeb(app, config, metrics.registry);
  return app;
};
