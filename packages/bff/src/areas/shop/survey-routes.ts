import { SurveyAnswersBody, SurveyReply, SurveyResultReply } from '@gf/contracts/gateway/shop';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopConfig } from './catalogue-routes.js';
import { shortProduct } from './shop-paths.js';

/** The dietary supplement test (spec 1 §2 /shop/dietary-supplements-test, §3 Survey). */
export const surveyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calls } = app.core;
  const { publicReads } = app;

  app.get(
    '/shop/survey',
    {
      config: { access: 'public', ...shopConfig },
      schema: {
        tags: ['shop'],
        summary: 'The dietary supplement test: its texts and questions',
        response: { 200: SurveyReply },
      },
    },
    (request, reply) =>
      publicReads.serve(request, reply, async () => {
        const { survey, static_objects } = await calls.call(request, 'surveyStructure', {});
        return {
          id: survey.id,
          title: survey.title,
          intro: static_objects.intro ?? null,
          disclaimer: static_objects.disclaimer ?? null,
          questions: survey.questions,
        };
      }),
  );

  app.post(
    '/shop/survey',
    {
      config: { access: 'public', ...shopConfig },
      schema: {
        tags: ['shop'],
        summary: 'Submit the answers and get the results with fitting products',
        body: SurveyAnswersBody,
        response: { 200: SurveyResultReply },
      },
    },
    async (request) => {
      const result = await calls.call(request, 'surveySubmit', { body: request.body });
      return {
        results: result.results.map((r) => ({ ...r, products: r.products.map(shortProduct) })),
      };
    },
  );
};
