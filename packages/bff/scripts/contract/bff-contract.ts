import { documentFiles } from '@gf/contracts/openapi/generated-files';
import type { GeneratedFile } from '@gf/contracts/openapi/write-generated';
import { buildApp } from '../../src/app.js';
import { testConfig } from '../../src/platform/config.js';
import { liftSharedDefinitions } from './lift-shared-definitions.js';

/** The gateway's OpenAPI document, produced by its own route schemas, and the client types. */
export const bffContractFiles = async (): Promise<GeneratedFile[]> => {
  const app = await buildApp(testConfig());
  await app.ready();
  const document = app.swagger();
  await app.close();
  return documentFiles('bff', liftSharedDefinitions(document as unknown as Record<string, unknown>));
};
