import { preferredSmsLanguage } from '@gf/contracts/rules/sms-language';
import type { FastifyRequest } from 'fastify';
import type { SmsSite } from '../../platform/sites/site-country.js';
import { rulesBroken } from './registration-rules-broken.js';

/**
 * The SMS language a registration sends (spec 1 §3 sms_languages, spec 2 §3 sms_language): the one
 * the person chose, which must be one the site offers (400 under `sms_language` otherwise), or the
 * one the form offers first. A site listing none sends in the page language, as before the list.
 */
export const chosenSmsLanguage = (request: FastifyRequest, site: SmsSite, asked: string | undefined): string => {
  const offered = site.smsLanguages.map((language) => language.code);
  if (asked !== undefined && !offered.includes(asked)) throw rulesBroken({ sms_language: ['sms_language'] });
  return asked ?? preferredSmsLanguage(offered, request.language) ?? request.language;
};
