import type { Sample } from '../sample.js';

export const geoSamples: Sample[] = [
  { operationId: 'geoCities', query: { query: 'mos', country_id: '1' } },
  { operationId: 'geoCities', query: { query: 'ba', country_id: '6' } },
  { operationId: 'geoTerritories' },
  { operationId: 'geoStocks', query: { territory_id: '1001' } },
  { operationId: 'geoStocks', query: { territory_id: '9999' }, status: 404 },
];
