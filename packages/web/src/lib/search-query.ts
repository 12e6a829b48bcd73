import { SEARCH_QUERY_MAX_LENGTH } from '../config/constants';
import { freeText, readQuery } from './page-query';

/**
 * What the site's searches look for (spec 1 §2): one declaration of the address of the corporate
 * results page and of the shop's search page, for the pages, their forms and the gateway (issue 30).
 */
export const searchParams = { q: freeText(SEARCH_QUERY_MAX_LENGTH) };

export const readSearch = (search: URLSearchParams): string => readQuery(searchParams, search).q ?? '';
