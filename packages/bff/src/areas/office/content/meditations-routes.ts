import { MeditationParams, MeditationsQuery, MeditationsReply } from '@gf/contracts/gateway/content';
import { FileBytes } from '@gf/contracts/gateway/files';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { downloadRoute } from '../../../platform/files/download-route.js';

/** Where the gateway serves a record's sound (the route below). */
export const meditationFilePath = (id: number): string => `/bff/v1/office/meditations/${id}/file`;

/** Records a page lists; the spec does not show the audio page size (spec 2 §9). */
export const MEDITATIONS_PER_PAGE = 12;

/**
 * /office/orders/meditations (spec 1 §2; spec 2 §3 item type 3 audio, §7 GET audio): records are
 * bought as audio items through the ordinary cart and checkout, then listened to. The sound is
 * streamed by the file streamer from the upstream, which refuses a record the user has not bought.
 */
export const meditationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calls } = app.core;

  app.get(
    '/meditations',
    {
      config: { access: 'signedIn', page: 'OfficeOrdersMeditations' },
      schema: {
        tags: ['content'],
        summary: 'A page of audio records, each playable once bought, and the audio items to buy',
        querystring: MeditationsQuery,
        response: { 200: MeditationsReply },
      },
    },
    async (request) => {
      const list = await calls.call(request, 'officeAudio', {
        query: { page: request.query.page ?? 1, per_page: MEDITATIONS_PER_PAGE },
      });
      const locked = list.audio.filter((track) => track.url === null && track.product_code !== null);
      const codes = [...new Set(locked.map((track) => track.product_code as string))];
      const products = await Promise.all(codes.map((code) => calls.call(request, 'productQuick', { query: { code } })));
      return {
        page: list.page,
        total: list.total,
        has_more: list.has_more,
        meditations: list.audio.map(({ url, ...track }) => ({
          ...track,
          file: url === null ? null : meditationFilePath(track.id),
        })),
        products,
      };
    },
  );

  downloadRoute(app, '/meditations/:id/file', {
    config: { access: 'signedIn', page: 'OfficeOrdersMeditations' },
    schema: {
      tags: ['content'],
      summary: 'The sound of a bought record, streamed (403 audio_not_bought until it is bought)',
      params: MeditationParams,
      response: { 200: FileBytes },
    },
    download: (request) => ({
      operationId: 'officeAudioFile',
      params: { id: request.params.id },
      disposition: 'inline',
      filename: `meditation-${request.params.id}.wav`,
    }),
  });
};
