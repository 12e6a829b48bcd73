import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseAllDocuments } from 'yaml';

/**
 * The part of `kubectl kustomize` that deploy/kubernetes uses, rendered in Node so that `npm test`
 * needs nothing else: resources (files and directories), namespace, images, configMapGenerator
 * (envs and files; create, merge, replace; the content-hash name suffix and the references to it)
 * and strategic-merge patches by path. Anything else in a kustomization stops the render, so a
 * feature added to the manifests is never rendered wrongly in silence; kubernetes.test.ts compares
 * the result with kubectl's wherever kubectl is installed.
 */

// biome-ignore lint/suspicious/noExplicitAny: rendered Kubernetes objects are free-form YAML.
export type K8sObject = Record<string, any>;

interface Generator {
  name: string;
  behavior?: 'create' | 'merge' | 'replace';
  envs?: string[];
  files?: string[];
}

interface Kustomization {
  apiVersion?: string;
  kind?: string;
  namespace?: string;
  resources?: string[];
  images?: { name: string; newName?: string; newTag?: string }[];
  configMapGenerator?: Generator[];
  patches?: { path: string }[];
}

/** The fields this renderer does, per part of a kustomization; any other field stops it. */
const SUPPORTED = {
  kustomization: ['apiVersion', 'kind', 'namespace', 'resources', 'images', 'configMapGenerator', 'patches'],
  configMapGenerator: ['name', 'behavior', 'envs', 'files'],
  images: ['name', 'newName', 'newTag'],
  patches: ['path'],
};

const refuseOthers = (folder: string, part: keyof typeof SUPPORTED, entries: object[]): void => {
  const unsupported = entries.flatMap(Object.keys).filter((key) => !SUPPORTED[part].includes(key));
  if (unsupported.length > 0) throw new Error(`${folder}: this renderer does not do ${part} ${unsupported.join(', ')}`);
};

/** Where kustomize keeps a generated ConfigMap's unsuffixed name while it renders. */
const generated = new WeakMap<K8sObject, string>();

const readYaml = (file: string): K8sObject[] =>
  parseAllDocuments(readFileSync(file, 'utf8'))
    .map((document) => {
      if (document.errors.length > 0) throw new Error(`${file}: ${document.errors[0]?.message}`);
      return document.toJS() as K8sObject | null;
    })
    .filter((object): object is K8sObject => object !== null);

/** An env file as kustomize reads it: NAME=value lines, `#` comments; no quoting, no lookup. */
const envFile = (file: string): Record<string, string> => {
  const data: Record<string, string> = {};
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    const line = raw.trimStart();
    if (line === '' || line.startsWith('#')) continue;
    const equals = line.indexOf('=');
    const name = line.slice(0, equals);
    const value = line.slice(equals + 1);
    if (equals < 1 || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
      throw new Error(`${file}: "${raw}" is not NAME=value (a bare NAME would read the renderer's environment)`);
    if (/^["']/.test(value)) throw new Error(`${file}: ${name}: quotes would be kept as part of the value`);
    data[name] = value;
  }
  return data;
};

const generatorData = (folder: string, generator: Generator): Record<string, string> => ({
  ...Object.assign({}, ...(generator.envs ?? []).map((file) => envFile(join(folder, file)))),
  ...Object.fromEntries(
    (generator.files ?? []).map((file) => [basename(file), readFileSync(join(folder, file), 'utf8')]),
  ),
});

/** Go's json.Marshal of a string: HTML characters and the JavaScript line separators escaped. */
const goString = (text: string): string =>
  JSON.stringify(text).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/**
 * kustomize's name suffix: the first ten hex digits of sha256 over the JSON of {data, kind, name},
 * some letters swapped. Its name is always "": kustomize looks it up as one field named
 * "metadata/name", which no ConfigMap has (api/hasher), so only the data tells two apart.
 */
export const configMapHash = (data: Record<string, string>): string => {
  const entries = Object.keys(data)
    .sort()
    .map((key) => `${goString(key)}:${goString(data[key] ?? '')}`);
  const encoded = `{"data":{${entries.join(',')}},"kind":"ConfigMap","name":""}`;
  const swap: Record<string, string> = { '0': 'g', '1': 'h', '3': 'k', a: 'm', e: 't' };
  return [...createHash('sha256').update(encoded).digest('hex').slice(0, 10)]
    .map((digit) => swap[digit] ?? digit)
    .join('');
};

/** Lists whose items a strategic merge matches by a key (Kubernetes' patchMergeKey) instead of replacing. */
const MERGE_KEYS: Record<string, string> = {
  containers: 'name',
  initContainers: 'name',
  env: 'name',
  volumes: 'name',
  volumeMounts: 'mountPath',
  ports: 'containerPort',
};

const isObject = (value: unknown): value is K8sObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A strategic merge patch: maps merge, null deletes, keyed lists merge by key (new items first, as kustomize puts them). */
export const strategicMerge = (target: unknown, patch: unknown, field = ''): unknown => {
  if (isObject(target) && isObject(patch)) {
    const merged: K8sObject = { ...target };
    for (const [key, value] of Object.entries(patch)) {
      if (value === null) delete merged[key];
      else merged[key] = key in target ? strategicMerge(target[key], value, key) : value;
    }
    return merged;
  }
  const key = MERGE_KEYS[field];
  if (key && Array.isArray(target) && Array.isArray(patch)) {
    const added = patch.filter((item) => !target.some((existing) => existing[key] === item[key]));
    const merged = target.map((existing) => {
      const change = patch.find((item) => item[key] === existing[key]);
      return change ? strategicMerge(existing, change) : existing;
    });
    return [...added, ...merged];
  }
  return patch;
};

const podSpecOf = (object: K8sObject): K8sObject | undefined => object.spec?.template?.spec;

/** Containers and init containers of a workload's pod template. */
const containersOf = (object: K8sObject): K8sObject[] => {
  const pod = podSpecOf(object);
  return [...(pod?.containers ?? []), ...(pod?.initContainers ?? [])];
};

const setImage = (objects: K8sObject[], images: NonNullable<Kustomization['images']>): void => {
  for (const container of objects.flatMap(containersOf)) {
    const image = String(container.image);
    // A tag follows the last colon after the last slash (a registry's port comes before a slash).
    const colon = image.lastIndexOf(':');
    const [name, tag] = colon > image.lastIndexOf('/') ? [image.slice(0, colon), image.slice(colon + 1)] : [image];
    const rule = images.find((image) => image.name === name);
    if (rule) container.image = `${rule.newName ?? name}${rule.newTag ? `:${rule.newTag}` : tag ? `:${tag}` : ''}`;
  }
};

const sameResource = (a: K8sObject, b: K8sObject): boolean =>
  a.kind === b.kind && a.metadata?.name === b.metadata?.name;

const build = (folder: string): K8sObject[] => {
  const kustomization = readYaml(join(folder, 'kustomization.yaml'))[0] as Kustomization;
  refuseOthers(folder, 'kustomization', [kustomization]);
  refuseOthers(folder, 'configMapGenerator', kustomization.configMapGenerator ?? []);
  refuseOthers(folder, 'images', kustomization.images ?? []);
  refuseOthers(folder, 'patches', kustomization.patches ?? []);
  let objects: K8sObject[] = (kustomization.resources ?? []).flatMap((resource) => {
    const path = join(folder, resource);
    return statSync(path).isDirectory() ? build(path) : readYaml(path);
  });
  for (const generator of kustomization.configMapGenerator ?? []) {
    const behavior = generator.behavior ?? 'create';
    const existing = objects.find((object) => object.kind === 'ConfigMap' && generated.get(object) === generator.name);
    const data = generatorData(folder, generator);
    if (behavior === 'create') {
      if (existing) throw new Error(`${folder}: ConfigMap ${generator.name} is generated twice`);
      const configMap: K8sObject = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: generator.name }, data };
      generated.set(configMap, generator.name);
      objects.push(configMap);
    } else {
      if (!existing) throw new Error(`${folder}: no ConfigMap ${generator.name} to ${behavior}`);
      existing.data = behavior === 'merge' ? { ...existing.data, ...data } : data;
    }
  }
  for (const { path } of kustomization.patches ?? []) {
    for (const patch of readYaml(join(folder, path))) {
      const index = objects.findIndex((object) => sameResource(object, patch));
      if (index < 0) throw new Error(`${folder}/${path}: no ${patch.kind} ${patch.metadata?.name} to patch`);
      const patched = strategicMerge(objects[index], patch) as K8sObject;
      const name = generated.get(objects[index] as K8sObject);
      if (name) generated.set(patched, name);
      objects = objects.map((object, at) => (at === index ? patched : object));
    }
  }
  if (kustomization.images) setImage(objects, kustomization.images);
  if (kustomization.namespace)
    for (const object of objects) object.metadata = { ...object.metadata, namespace: kustomization.namespace };
  return objects;
};

/** Gives each generated ConfigMap its content-hash name, and every pod template the new name. */
const suffixGeneratedNames = (objects: K8sObject[]): void => {
  const renamed = new Map<string, string>();
  for (const object of objects) {
    const name = generated.get(object);
    if (!name) continue;
    object.metadata.name = `${name}-${configMapHash(object.data)}`;
    renamed.set(name, object.metadata.name);
  }
  const rename = (reference: K8sObject | undefined) => {
    if (reference?.name && renamed.has(reference.name)) reference.name = renamed.get(reference.name);
  };
  for (const object of objects) {
    for (const volume of podSpecOf(object)?.volumes ?? []) rename(volume.configMap);
    for (const container of containersOf(object)) {
      for (const source of container.envFrom ?? []) rename(source.configMapRef);
      for (const variable of container.env ?? []) rename(variable.valueFrom?.configMapKeyRef);
    }
  }
};

/** The objects `kubectl kustomize <folder>` prints (in the order they were listed, not kubectl's). */
export const renderKustomization = (folder: string): K8sObject[] => {
  if (!existsSync(join(folder, 'kustomization.yaml'))) throw new Error(`${folder} has no kustomization.yaml`);
  const objects = build(folder);
  suffixGeneratedNames(objects);
  return objects;
};
