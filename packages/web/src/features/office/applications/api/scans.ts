import type { ScanType } from '@gf/contracts/rules/event-application-rules';
import { EVENT_APPLICATION_UPLOAD } from '@gf/contracts/rules/upload-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../api/client';
import type { UploadDestination } from '../../../../lib/upload';
import { refreshApplication } from './send-application';

/** Where a scan of one document of the application uploads to (the event-application size and type rule). */
export const scanDestination = (eventId: number, type: ScanType): UploadDestination => ({
  url: `/bff/v1/office/application-events/${eventId}/application/scans?type=${type}`,
  rule: EVENT_APPLICATION_UPLOAD,
});

/** Where an uploaded scan downloads from (the office file streamer). */
export const scanHref = (scanId: number): string => `/bff/v1/office/files/${scanId}`;

/** DELETE …/{eventId}/application/scans/{scanId}; the application reads again. */
export const useDeleteScan = (eventId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (scanId: number) => {
      const { data, error } = await api.DELETE(
        '/bff/v1/office/application-events/{eventId}/application/scans/{scanId}',
        {
          params: { path: { eventId, scanId } },
        },
      );
      if (error) throw error;
      return data;
    },
    onSettled: () => refreshApplication(queryClient, eventId),
  });
};
