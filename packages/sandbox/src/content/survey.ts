import type { Survey, SurveyAnswers } from '@gf/contracts/upstream/entities/survey';
import type { z } from 'zod';
import { badRequest, notFound } from '../errors.js';
import { localized } from '../localized.js';
import { block } from '../static-objects.js';
import {
  ANSWERS_HE,
  QUESTIONS_HE,
  RECOMMENDATIONS_HE,
  SURVEY_DISCLAIMER_HE,
  SURVEY_ERRORS_HE,
  SURVEY_INTRO_HE,
  SURVEY_TITLE_HE,
} from './survey-he.js';
import {
  ANSWERS_RU,
  QUESTIONS_RU,
  RECOMMENDATIONS_RU,
  SURVEY_DISCLAIMER_RU,
  SURVEY_ERRORS_RU,
  SURVEY_INTRO_RU,
  SURVEY_TITLE_RU,
} from './survey-ru.js';

/** The dietary-supplement test of spec 1 §3 (route /shop/dietary-supplements-test). */
export const SURVEY_ID = 1;

type Question = z.input<typeof Survey>['survey']['questions'][number];

const question = (id: number, text: string, multiple: boolean, answers: string[]): Question => ({
  id,
  text,
  multiple,
  answers: answers.map((answer, i) => ({ id: id * 10 + i + 1, text: answer })),
});

export const QUESTIONS: readonly Question[] = [
  question(1, 'What is your age?', false, ['18–29', '30–44', '45–59', '60 or older']),
  question(2, 'What would you like to improve?', true, [
    'Energy during the day',
    'Sleep and calm',
    'Immunity',
    'Skin, hair and nails',
    'Digestion',
    'Joints and heart',
  ]),
  question(3, 'How often do you eat fish or seafood?', false, [
    'Rarely or never',
    'Once a week',
    'Twice a week or more',
  ]),
  question(4, 'How much time do you spend outdoors in daylight?', false, [
    'Less than 30 minutes a day',
    '30 to 60 minutes a day',
    'More than an hour a day',
  ]),
  question(5, 'How physically active are you?', false, [
    'Mostly sitting',
    'Walks and light sport',
    'Training 3+ times a week',
  ]),
];

/** The test in the request's language (Russian for ru, Hebrew for he, English otherwise). */
export const surveyStructure = (language: string): z.input<typeof Survey> => ({
  static_objects: {
    intro: block(
      ...localized<[string, string]>(
        language,
        [
          'Which supplements suit you?',
          '<p>Answer five questions and get a personal selection of dietary supplements. The test takes two minutes.</p>',
        ],
        { ru: SURVEY_INTRO_RU, he: SURVEY_INTRO_HE },
      ),
      '/media/survey/intro.svg',
    ),
    disclaimer: block(
      null,
      localized(
        language,
        '<p>Dietary supplements are not medicines. Consult a doctor before use, especially if you are pregnant or take medication.</p>',
        { ru: SURVEY_DISCLAIMER_RU, he: SURVEY_DISCLAIMER_HE },
      ),
    ),
  },
  survey: {
    id: SURVEY_ID,
    code: 'dietary_supplement',
    title: localized(language, 'Dietary supplement test', { ru: SURVEY_TITLE_RU, he: SURVEY_TITLE_HE }),
    questions: QUESTIONS.map((q) => ({
      ...q,
      text: localized(language, q.text, { ru: QUESTIONS_RU[q.id], he: QUESTIONS_HE[q.id] }),
      answers: q.answers.map((a) => ({
        ...a,
        text: localized(language, a.text, { ru: ANSWERS_RU[a.id], he: ANSWERS_HE[a.id] }),
      })),
    })),
  },
});

/** A recommendation: its text and the catalogue products (by name ending) it points to. */
export interface Recommendation {
  title: string;
  text: string;
  products: string[];
}

export const RECOMMENDATIONS: Record<string, Recommendation> = {
  energy: {
    title: 'More energy',
    text: 'Magnesium with B6 and a multivitamin support energy metabolism and reduce tiredness.',
    products: ['Magnesium B6', 'Multivitamin for adults'],
  },
  sleep: {
    title: 'Calm and sleep',
    text: 'Magnesium supports the nervous system; an evening herbal tea helps you wind down.',
    products: ['Magnesium B6', 'Evening herbal tea'],
  },
  immunity: {
    title: 'Immunity',
    text: 'Vitamin C contributes to the normal function of the immune system, all the more in the cold season.',
    products: ['Vitamin C with rosehip', 'Immunity tea'],
  },
  beauty: {
    title: 'Skin, hair and nails',
    text: 'Collagen and vitamin C help keep the skin elastic and the hair and nails strong.',
    products: ['Collagen drink', 'Vitamin C with rosehip'],
  },
  digestion: {
    title: 'Digestion',
    text: 'Probiotics support a healthy gut flora; a detox tea is a gentle addition to a balanced diet.',
    products: ['Probiotic complex', 'Detox tea'],
  },
  heart: {
    title: 'Joints and heart',
    text: 'Omega-3 fatty acids contribute to the normal function of the heart; collagen supports the joints.',
    products: ['Omega-3 complex', 'Collagen drink'],
  },
  omega: {
    title: 'Omega-3',
    text: 'You eat little fish: an omega-3 complex makes up for the fatty acids your diet lacks.',
    products: ['Omega-3 complex'],
  },
  sun: {
    title: 'Vitamin D',
    text: 'With little daylight the body makes little vitamin D: vitamin D3 is worth taking, above all in winter.',
    products: ['Vitamin D3'],
  },
  active: {
    title: 'For an active life',
    text: 'Regular training uses up magnesium and vitamins: replenish them to recover faster.',
    products: ['Magnesium B6', 'Multivitamin for adults'],
  },
  general: {
    title: 'Everyday balance',
    text: 'Your answers show no special needs: a multivitamin keeps your diet balanced.',
    products: ['Multivitamin for adults'],
  },
};

/** Which recommendation each answer leads to (answer ids are question id × 10 + position). */
const BY_ANSWER: Record<number, string> = {
  21: 'energy',
  22: 'sleep',
  23: 'immunity',
  24: 'beauty',
  25: 'digestion',
  26: 'heart',
  31: 'omega',
  41: 'sun',
  53: 'active',
  // 45 and older: omega-3 and vitamin D matter more with age
  13: 'omega',
  14: 'sun',
};

/**
 * Checks the answers (every question once, known answers, one answer unless multiple) and scores
 * them; the errors and recommendations are in the request's language.
 */
export const scoreSurvey = (
  { survey_id, answers }: z.output<typeof SurveyAnswers>,
  language: string,
): Recommendation[] => {
  if (survey_id !== SURVEY_ID) throw notFound('Survey');
  const say = (text: string) => localized(language, text, { ru: SURVEY_ERRORS_RU[text], he: SURVEY_ERRORS_HE[text] });
  const errors: Record<string, string[]> = {};
  for (const q of QUESTIONS) {
    const given = answers.filter((a) => a.question_id === q.id);
    const key = `answers.${q.id}`;
    if (given.length === 0) errors[key] = [say('Answer this question')];
    else if (given.length > 1) errors[key] = [say('The question is answered twice')];
    else {
      const ids = given[0]!.answer_ids;
      if (ids.some((id) => !q.answers.some((a) => a.id === id))) errors[key] = [say('Unknown answer')];
      else if (!q.multiple && ids.length > 1) errors[key] = [say('Pick one answer')];
    }
  }
  const unknown = answers.filter((a) => !QUESTIONS.some((q) => q.id === a.question_id));
  for (const a of unknown) errors[`answers.${a.question_id}`] = [say('Unknown question')];
  if (Object.keys(errors).length) throw badRequest(errors, say('The test is not complete'));

  const keys = new Set(answers.flatMap((a) => a.answer_ids).flatMap((id) => BY_ANSWER[id] ?? []));
  if (keys.size === 0) keys.add('general');
  return [...keys].map((key) => {
    const found = RECOMMENDATIONS[key]!;
    const [title, text] = localized(language, [found.title, found.text], {
      ru: RECOMMENDATIONS_RU[key],
      he: RECOMMENDATIONS_HE[key],
    });
    return { ...found, title, text };
  });
};
