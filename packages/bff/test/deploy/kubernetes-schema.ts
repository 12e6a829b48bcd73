import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Service } from 'kubernetes-models/v1/Service';
import type { K8sObject } from './kustomize.js';

/** The kinds deploy/kubernetes renders, each with its model from the Kubernetes OpenAPI schemas. */
const MODELS: Record<string, { prototype: { validate(): void } }> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'networking.k8s.io/v1/Ingress': Ingress,
};

/**
 * A copy of `value` that records which keys anyone reads. The models' validators read every field
 * their schema defines (and every entry of a map), so a key nobody read is not in the schema: a
 * misspelt field that the API server would refuse (kubectl apply --validate=strict).
 */
const recordingReads = (value: unknown, path: string, keys: Map<string, { own: string[]; read: Set<PropertyKey> }>) => {
  if (value === null || typeof value !== 'object') return value;
  const copy: K8sObject = Array.isArray(value)
    ? value.map((item, index) => recordingReads(item, `${path}[${index}]`, keys))
    : Object.fromEntries(
        Object.entries(value).map(([key, inner]) => [key, recordingReads(inner, `${path}.${key}`, keys)]),
      );
  if (Array.isArray(value)) return copy;
  const read = new Set<PropertyKey>();
  keys.set(path, { own: Object.keys(copy), read });
  return new Proxy(copy, {
    get(target, key, receiver) {
      read.add(key);
      return Reflect.get(target, key, receiver);
    },
  });
};

/** What is wrong with `object` by the Kubernetes schema of its kind: wrong types, missing or unknown fields. */
export const schemaProblems = (object: K8sObject): string[] => {
  const where = `${object.kind} ${object.metadata?.name}`;
  const model = MODELS[`${object.apiVersion}/${object.kind}`];
  if (!model) return [`${where}: no schema for ${object.apiVersion} ${object.kind}`];
  const keys = new Map<string, { own: string[]; read: Set<PropertyKey> }>();
  const problems: string[] = [];
  try {
    model.prototype.validate.call(recordingReads(object, '', keys));
  } catch (error) {
    problems.push(`${where}: ${(error as Error).message}`);
  }
  const unknown = [...keys].flatMap(([path, { own, read }]) =>
    own.filter((key) => !read.has(key)).map((key) => `${path}.${key}`),
  );
  // A field inside an unknown one is reported with it, not again.
  for (const path of unknown)
    if (!unknown.some((outer) => path.startsWith(`${outer}.`) || path.startsWith(`${outer}[`)))
      problems.push(`${where}: ${path.slice(1)} is not a field of ${object.kind}`);
  return problems;
};
