import type { Sample } from '../sample.js';

/**
 * Period ids follow the clock (`YYYYMM`), so the samples use the current period (no period_id) and
 * show the calls that need one by their refusal of a period that is not offered. The first export
 * job of a run is XLS-1: its first status poll is PENDING and its file is not ready yet.
 */
export const statementSamples: Sample[] = [
  { operationId: 'statement', as: 'partner', query: { withExtra: '1' } },
  { operationId: 'statement', as: 'partner', query: { period_id: '190001' }, status: 400 },
  { operationId: 'statementTeamRevenue', as: 'partner' },
  { operationId: 'statementCountriesStatistics', as: 'partner' },
  { operationId: 'statementBonusDetail', as: 'partner' },
  { operationId: 'statementOrdersStatuses', as: 'partner' },
  { operationId: 'statementLoyalty', as: 'partner' },
  { operationId: 'statementLoyalty', as: 'client' },
  { operationId: 'statementRequestDownload', as: 'partner' },
  { operationId: 'statementDownloadStatus', as: 'partner', query: { job_id: 'XLS-1' } },
  { operationId: 'statementDownloadFile', as: 'partner', query: { job_id: 'XLS-1' }, status: 400 },
  {
    operationId: 'statementIndicatorTranscriptRequest',
    as: 'partner',
    body: { periodId: 190001, indicatorType: 'LO' },
    status: 400,
  },
  {
    operationId: 'statementIndicatorTranscriptInfo',
    as: 'partner',
    query: { periodId: '190001', indicatorType: 'LO' },
    status: 400,
  },
  { operationId: 'remunerationCalculator', body: { currency: 'RUB', partners: 5, sum: 12000 } },
  { operationId: 'remunerationCalculator', body: { currency: 'XXX', partners: 5, sum: 12000 }, status: 400 },
];
