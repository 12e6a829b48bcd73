import { z } from 'zod';
import { QueryInt } from './common.js';
import { HomePage, News, NewsList, PageData, StaticPage } from './entities/content.js';
import { SiteMainData } from './entities/site.js';
import { Survey, SurveyAnswers, SurveyResult } from './entities/survey.js';
import { op } from './operation.js';

const tag = 'content';
/** Spec 1 §7: date_from and date_to are months, YYYY-MM, built from a chosen year. */
const Month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

/** Spec 1 §7 corporate pages, news, CMS pages and the dietary-supplement survey. */
export const contentOperations = {
  siteMain: op({
    method: 'get',
    path: '/main/',
    tag,
    spec: '1 §7',
    auth: 'optional',
    summary: 'Site data: countries, genders, languages, SMS languages, static objects, site type',
    reply: SiteMainData,
  }),
  homePage: op({
    method: 'get',
    path: '/home/',
    tag,
    spec: '1 §7',
    auth: 'optional',
    assumed: true,
    summary: 'Home page data (the numbered scenes of spec 1 §2)',
    reply: HomePage,
  }),
  opportunitiesPage: op({
    method: 'get',
    path: '/opportunities/',
    tag,
    spec: '1 §7',
    auth: 'optional',
    assumed: true,
    summary: 'Opportunities page data',
    reply: PageData,
  }),
  ecoPage: op({
    method: 'get',
    path: '/eco/',
    tag,
    spec: '1 §7',
    auth: 'optional',
    assumed: true,
    summary: 'Eco page data',
    reply: PageData,
  }),
  companyPage: op({
    method: 'get',
    path: '/company/',
    tag,
    spec: '1 §7',
    auth: 'optional',
    assumed: true,
    summary: 'Company page data',
    reply: PageData,
  }),
  newsGet: op({
    method: 'get',
    path: '/news/{id}/',
    tag,
    spec: '1 §7',
    auth: 'optional',
    assumed: true,
    summary: 'One news item',
    params: z.object({ id: QueryInt.min(1) }),
    reply: News,
  }),
  newsLatest: op({
    method: 'get',
    path: '/news/latest/',
    tag,
    spec: '1 §7',
    auth: 'optional',
    assumed: true,
    summary: 'The latest news (home scene 8)',
    reply: z.object({ news: z.array(News) }),
  }),
  newsList: op({
    method: 'get',
    path: '/news/',
    tag,
    spec: '1 §7',
    auth: 'optional',
    assumed: true,
    summary: 'News filtered by tags and a month range, a page at a time',
    // Spec 1 §7 says "tag params": their name and the paging parameter are assumed.
    query: z.object({
      // A query string carries one repeated key as a string and several as an array: both are valid.
      'tags[]': z
        .union([z.string(), z.array(z.string())])
        .optional()
        .meta({ description: 'Tag ids' }),
      date_from: Month.optional(),
      date_to: Month.optional(),
      page: QueryInt.min(1).optional(),
    }),
    reply: NewsList,
  }),
  staticPage: op({
    method: 'get',
    path: '/page{path}/',
    tag,
    spec: '2 §7',
    auth: 'optional',
    assumed: true,
    summary: 'A CMS page by its site path, e.g. /page/legal/terms-of-use/',
    params: z.object({
      path: z
        .string()
        .regex(/^(\/[\w-]+)+$/)
        .meta({ description: 'The page path with its leading slash and no trailing one' }),
    }),
    reply: StaticPage,
  }),
  surveyStructure: op({
    method: 'get',
    path: '/shop/surveys/get-structure/dietary_supplement/',
    tag,
    spec: '1 §7',
    auth: 'optional',
    assumed: true,
    summary: 'The dietary-supplement test: its questions and page texts',
    reply: Survey,
  }),
  surveySubmit: op({
    method: 'post',
    path: '/shop/surveys/submit/',
    tag,
    spec: '1 §7',
    auth: 'optional',
    assumed: true,
    summary: 'Submit survey answers and get the results',
    body: SurveyAnswers,
    reply: SurveyResult,
  }),
} as const;
