import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigSchema } from '../../src/platform/config.js';
import { type K8sObject, renderKustomization } from './kustomize.js';

export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
export const KUSTOMIZE_ROOT = join(REPO_ROOT, 'deploy/kubernetes');

/** The kustomizations of deploy/kubernetes: the base, and the overlays operators apply. */
export const KUSTOMIZATIONS = {
  base: 'base',
  staging: 'overlays/staging',
  production: 'overlays/production',
} as const;
export type KustomizationName = keyof typeof KUSTOMIZATIONS;

export const render = (name: KustomizationName): K8sObject[] =>
  renderKustomization(join(KUSTOMIZE_ROOT, KUSTOMIZATIONS[name]));

/** Every variable the gateway reads: the keys of its config schema. */
export const CONFIG_VARIABLES: ReadonlySet<string> = new Set(Object.keys(ConfigSchema.shape));

/** Variables the schema has no default for: the gateway cannot start without them. */
export const REQUIRED_CONFIG_VARIABLES: readonly string[] = Object.entries(ConfigSchema.shape)
  .filter(([, schema]) => !schema.safeParse(undefined).success)
  .map(([name]) => name);

export const only = (objects: K8sObject[], kind: string): K8sObject => {
  const found = objects.filter((object) => object.kind === kind);
  if (found.length !== 1) throw new Error(`expected one ${kind}, found ${found.length}`);
  return found[0] as K8sObject;
};

export const gatewayContainer = (objects: K8sObject[]): K8sObject => {
  const container = only(objects, 'Deployment').spec.template.spec.containers.find(
    (candidate: K8sObject) => candidate.name === 'gateway',
  );
  if (!container) throw new Error('the Deployment has no container named gateway');
  return container;
};

/** Where one variable of the gateway's environment comes from. */
export type Source =
  | { value: string }
  | { secret: { name: string; key: string; optional?: boolean } }
  | { other: unknown };

/**
 * The gateway container's environment: `env` entries, and the entries of the ConfigMaps named by
 * `envFrom` (as rendered). A Secret named whole by `envFrom` would hide its names from every check
 * here, so it is refused: secrets come one by one through secretKeyRef.
 */
export const environmentOf = (objects: K8sObject[]): Map<string, Source> => {
  const container = gatewayContainer(objects);
  const environment = new Map<string, Source>();
  for (const source of container.envFrom ?? []) {
    if (!source.configMapRef) throw new Error(`envFrom ${JSON.stringify(source)}: only ConfigMaps, secrets by key`);
    const configMap = objects.find(
      (object) => object.kind === 'ConfigMap' && object.metadata.name === source.configMapRef.name,
    );
    if (!configMap) throw new Error(`envFrom names ConfigMap ${source.configMapRef.name}, which is not rendered`);
    for (const [name, value] of Object.entries(configMap.data ?? {})) environment.set(name, { value: String(value) });
  }
  // `env` wins over `envFrom` in Kubernetes, as it does here.
  for (const variable of container.env ?? [])
    environment.set(
      variable.name,
      variable.value !== undefined
        ? { value: String(variable.value) }
        : variable.valueFrom?.secretKeyRef
          ? { secret: variable.valueFrom.secretKeyRef }
          : { other: variable.valueFrom },
    );
  return environment;
};
