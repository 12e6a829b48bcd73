import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../api/client';

/** GET /bff/v1/office/services/voice-assistant/link: what a messenger assistant's code asks for. */
export const useCheckAssistantCode = () =>
  useMutation({
    mutationFn: async (code: string) => {
      const { data, error } = await api.GET('/bff/v1/office/services/voice-assistant/link', {
        params: { query: { code } },
      });
      if (error) throw error;
      return data;
    },
  });

/** POST /bff/v1/office/services/voice-assistant/link: links the assistant to this user. */
export const useLinkAssistant = () =>
  useMutation({
    mutationFn: async (code: string) => {
      const { data, error } = await api.POST('/bff/v1/office/services/voice-assistant/link', { body: { code } });
      if (error) throw error;
      return data;
    },
  });
