import type { Sample } from '../sample.js';

export const contentSamples: Sample[] = [
  { operationId: 'siteMain' },
  { operationId: 'homePage' },
  { operationId: 'opportunitiesPage' },
  { operationId: 'ecoPage' },
  { operationId: 'companyPage' },
  { operationId: 'newsGet', path: '/news/1/' },
  { operationId: 'newsGet', path: '/news/9999/', status: 404 },
  { operationId: 'newsLatest' },
  { operationId: 'newsList', query: { 'tags[]': '3', date_from: '2021-01', date_to: '2023-12' } },
  { operationId: 'newsList', query: { page: '2' } },
  { operationId: 'staticPage', path: '/page/legal/terms-of-use/' },
  { operationId: 'staticPage', path: '/page/how-to-buy/' },
  { operationId: 'staticPage', path: '/page/no-such-page/', status: 404 },
  { operationId: 'surveyStructure' },
  {
    operationId: 'surveySubmit',
    body: {
      survey_id: 1,
      answers: [
        { question_id: 1, answer_ids: [12] },
        { question_id: 2, answer_ids: [21, 23] },
        { question_id: 3, answer_ids: [31] },
        { question_id: 4, answer_ids: [41] },
        { question_id: 5, answer_ids: [52] },
      ],
    },
  },
];
