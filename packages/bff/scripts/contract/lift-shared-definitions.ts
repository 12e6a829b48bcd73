type Json = Record<string, unknown>;

const SHARED = /^#\/components\/schemas\/(__shared(?:Input)?)#\/\$defs\/(\w+)$/;

const rewrite = (node: unknown, names: Map<string, string>): unknown => {
  if (Array.isArray(node)) return node.map((item) => rewrite(item, names));
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) {
    const match = key === '$ref' && typeof value === 'string' ? SHARED.exec(value) : null;
    out[key] = match ? `#/components/schemas/${names.get(`${match[1]}/${match[2]}`)}` : rewrite(value, names);
  }
  return out;
};

/**
 * Named upstream schemas (the Cart of auth state, say) reach the gateway's document as `$defs` of a
 * `__shared` component, which openapi-typescript cannot follow. This lifts each definition into a
 * component of its own name (an input variant equal to its output shares the name) and points the
 * references at it, so the client's types name them properly.
 */
export const liftSharedDefinitions = (document: Json): Json => {
  const components = (document.components ?? {}) as Json;
  const schemas = { ...((components.schemas ?? {}) as Record<string, Json>) };
  const names = new Map<string, string>();
  const lifted: Record<string, unknown> = {};
  for (const holder of ['__shared', '__sharedInput'] as const) {
    const defs = (schemas[holder]?.$defs ?? {}) as Record<string, unknown>;
    delete schemas[holder];
    for (const [name, definition] of Object.entries(defs)) {
      // Equal but for which holder their own references name.
      const same =
        JSON.stringify(lifted[name]) === JSON.stringify(definition).replaceAll('__sharedInput#', '__shared#');
      let target = holder === '__shared' || same || !(name in lifted) ? name : `${name}Input`;
      while (target in schemas) target = `Upstream${target}`;
      names.set(`${holder}/${name}`, target);
      lifted[target] ??= definition;
    }
  }
  const rewritten = rewrite({ ...document, components: { ...components, schemas } }, names) as Json;
  const liftedRewritten = rewrite(lifted, names) as Json;
  const allSchemas = { ...((rewritten.components as Json).schemas as Json), ...liftedRewritten };
  const sorted = Object.fromEntries(Object.entries(allSchemas).sort(([a], [b]) => a.localeCompare(b)));
  return { ...rewritten, components: { ...(rewritten.components as Json), schemas: sorted } };
};
