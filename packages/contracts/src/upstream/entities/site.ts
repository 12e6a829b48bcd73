import { z } from 'zod';
import { richText } from '../../rules/rich-text.js';

/** Spec 2 §3 "country (code, site)"; `id` and `name` are assumed (lists filter by country_id). */
export const Country = z
  .object({
    id: z.number().int(),
    code: z.string().meta({ description: 'ISO 3166-1 alpha-2, e.g. RU' }),
    name: z.string(),
    site: z.string().meta({ description: 'The country domain that serves this country' }),
  })
  .meta({ id: 'Country' });

/** Spec 2 §3 "genders": their shape is not shown. */
export const Gender = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'Gender', 'x-assumed': true });

/** A language offered on a site (spec 1 §9 lists the codes); the shape is assumed. */
export const Language = z
  .object({ code: z.string().meta({ description: 'e.g. ru, en-US' }), name: z.string() })
  .meta({ id: 'Language', 'x-assumed': true });

/** Spec 1 §1: the site type is main, rc, compliance or company. */
export const SiteType = z.enum(['main', 'rc', 'compliance', 'company']).meta({ id: 'SiteType' });

/**
 * CMS texts and images of a page, keyed by block name. Many replies carry `static_objects`
 * (spec 1 §3, spec 2 §3); their inner shape is not shown.
 */
export const StaticObjects = z
  .record(
    z.string(),
    z.object({
      title: z.string().nullable(),
      text: richText().nullable(),
      image: z.string().nullable(),
      link: z.string().nullable(),
    }),
  )
  .meta({ id: 'StaticObjects', 'x-assumed': true });

/** Spec 1 §3 Site main data, read once per site by GET /main/. */
export const SiteMainData = z
  .object({
    countries: z.array(Country),
    genders: z.array(Gender),
    languages: z.array(Language),
    sms_languages: z.array(Language).meta({ description: 'Languages an SMS code can be sent in' }),
    static_objects: StaticObjects,
    site_type: SiteType,
  })
  .meta({ id: 'SiteMainData' });
