import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { contractRegistry } from './contract-registry.js';
import { registerErrorHandler } from './errors/error-handler.js';
import { siteRoutes } from './sites/site-routes.js';
import { sitesPlugin } from './sites/sites-plugin.js';
import { registerWeb } from './web/web-plugin.js';

export const API_PREFIX = '/bff/v1';

/** Secrets never reach the logs (issue 4, "Defences"). */
const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];

/** Builds the gateway. Tests call this and use `inject`; `server.ts` listens. */
export const buildApp = async (config: Config): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, redact: { paths: REDACT, censor: '[redacted]' } },
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
  await app.register(sitesPlugin, { hostsFile: config.SITE_HOSTS_FILE });

  await app.register(siteRoutes, { prefix: API_PREFIX, recaptchaSiteKey: config.RECAPTCHA_SITE_KEY });
  await registerWeb(app, config.WEB_DIST);
  return app;
};
