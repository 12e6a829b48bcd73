import openapiTS, { astToString } from 'openapi-typescript';
import { buildUpstreamDocument } from './upstream-document.js';
import { GENERATED_BANNER, type GeneratedFile } from './write-generated.js';

/** An OpenAPI document as committed JSON plus the TypeScript types openapi-typescript makes of it. */
export const documentFiles = async (name: string, document: object): Promise<GeneratedFile[]> => {
  const types = astToString(await openapiTS(document as never, { alphabetize: true }));
  return [
    { path: `openapi/${name}.json`, content: `${JSON.stringify(document, null, 2)}\n` },
    { path: `src/generated/${name}.ts`, content: GENERATED_BANNER + types },
  ];
};

export const upstreamContractFiles = (): Promise<GeneratedFile[]> => documentFiles('upstream', buildUpstreamDocument());
