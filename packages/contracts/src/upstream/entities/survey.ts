import { z } from 'zod';
import { Product } from './product.js';
import { StaticObjects } from './site.js';

export const SurveyQuestion = z
  .object({
    id: z.number().int(),
    text: z.string(),
    multiple: z.boolean().meta({ description: 'Several answers may be picked' }),
    answers: z.array(z.object({ id: z.number().int(), text: z.string() })),
  })
  .meta({ id: 'SurveyQuestion', 'x-assumed': true });

/** Spec 1 §3 Survey (dietary supplement test): a structure with static_objects and survey. */
export const Survey = z
  .object({
    static_objects: StaticObjects,
    survey: z
      .object({ id: z.number().int(), code: z.string(), title: z.string(), questions: z.array(SurveyQuestion) })
      .meta({ description: 'Inner fields are not shown in the spec (assumed)' }),
  })
  .meta({ id: 'Survey' });

export const SurveyAnswers = z
  .object({
    survey_id: z.number().int(),
    answers: z.array(z.object({ question_id: z.number().int(), answer_ids: z.array(z.number().int()).min(1) })),
  })
  .meta({ id: 'SurveyAnswers', 'x-assumed': true });

/** Spec 1 §3: submitted answers produce results; here a text per result with fitting products. */
export const SurveyResult = z
  .object({
    ok: z.boolean(),
    results: z.array(z.object({ title: z.string(), text: z.string(), products: z.array(Product) })),
  })
  .meta({ id: 'SurveyResult', 'x-assumed': true });
