import type { components } from '@gf/contracts/generated/bff';
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

export type Transcript = components['schemas']['TranscriptReply'];

/** How often the page asks again while a transcript is being prepared. */
export const TRANSCRIPT_POLL_MS = 1_000;

/** POST /bff/v1/office/statements/transcripts: ask for the transcript of one indicator. */
export const useRequestTranscript = () => $api.useMutation('post', '/bff/v1/office/statements/transcripts');

/** GET …/transcripts: the transcript once asked for, read again until it is ready or failed. */
export const useTranscript = (periodId: number, indicator: string, page: number, enabled: boolean) =>
  useQuery({
    ...$api.queryOptions('get', '/bff/v1/office/statements/transcripts', {
      params: { query: { period_id: periodId, indicator, page } },
    }),
    enabled,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'SUCCESS' || status === 'FAIL' ? false : TRANSCRIPT_POLL_MS;
    },
  });
