import type { Sample } from '../sample.js';

export const searchSamples: Sample[] = [{ operationId: 'shopSearch', query: { q: 'gel', limit: '5' } }];
