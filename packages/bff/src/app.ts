import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { authRoutes } from './auth/auth-routes.js';
import { domainRoutes } from './auth/domain-routes.js';
import { spectatorRoutes } from './auth/spectator-routes.js';
import type { Config } from './config.js';
import { contractRegistry } from './contract-registry.js';
import { type CoreDependencies, corePlugin } from './core-plugin.js';
import { registerErrorHandler } from './errors/error-handler.js';
import { createMetrics } from './operations/metrics.js';
import { operationsRoutes, registerRequestMetrics } from './operations/operations-routes.js';
import { contentSecurityPolicy } from './security/content-security-policy.js';
import { registerCsrf } from './security/csrf.js';
import { siteRoutes } from './sites/site-routes.js';
import { sitesPlugin } from './sites/sites-plugin.js';
import { registerWeb } from './web/web-plugin.js';

export const API_PREFIX = '/bff/v1';

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
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: { paths: REDACT, censor: '[redacted]' },
      ...(dependencies.logStream ? { stream: dependencies.logStream } : {}),
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    requestTimeout: config.UPSTREAM_TIMEOUT_MS + 5_000,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

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
  await app.register(fastifyHelmet, { contentSecurityPolicy: { directives: contentSecurityPolicy(config) } });
  await app.register(fastifyRateLimit, { global: false });
  await app.register(sitesPlugin, { hostsFile: config.SITE_HOSTS_FILE });
  registerCsrf(app);
  const metrics = createMetrics();
  registerRequestMetrics(app, metrics);
  await app.register(corePlugin, { config, dependencies, metrics });
  await app.register(operationsRoutes, { metrics });

  await app.register(
    async (api) => {
      await api.register(siteRoutes, { recaptchaSiteKey: config.RECAPTCHA_SITE_KEY });
      await api.register(authRoutes);
      await api.register(spectatorRoutes);
      await api.register(domainRoutes);
    },
    { prefix: API_PREFIX },
  );
  await registerWeb(app, config.WEB_DIST);
  return app;
};
