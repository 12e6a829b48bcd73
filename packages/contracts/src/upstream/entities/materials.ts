import { z } from 'zod';
import { richText } from '../../rules/rich-text.js';
import { IsoDate, IsoDateTime, Paging } from './office.js';

/** A promo of the office promo pages (/office/promo/{page}, spec 1 §2). */
export const OfficePromo = z
  .object({
    id: z.number().int(),
    page: z.string(),
    title: z.string(),
    image: z.string(),
    date_from: IsoDate.nullable(),
    date_to: IsoDate.nullable(),
    content: richText(),
  })
  .meta({ id: 'OfficePromo', 'x-assumed': true });

/** An audio record; audio is also a cart item type (spec 2 §3, type 3), so some are bought. */
export const OfficeAudioTrack = z
  .object({
    id: z.number().int(),
    title: z.string(),
    author: z.string(),
    cover: z.string().nullable(),
    duration: z.number().int().meta({ description: 'Seconds' }),
    url: z.string().nullable().meta({ description: 'Null until the record is bought' }),
    product_id: z.number().int().nullable(),
    product_code: z.string().nullable().meta({ description: 'The code of the audio item (cart type 3) to buy' }),
  })
  .meta({ id: 'OfficeAudioTrack', 'x-assumed': true });

export const OfficeAudioList = z
  .object({ ...Paging, audio: z.array(OfficeAudioTrack) })
  .meta({ id: 'OfficeAudioList', 'x-assumed': true });

/** An achievement of /office/achievements (spec 1 §2). */
export const OfficeAchievement = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    image: z.string(),
    received_at: IsoDateTime.nullable(),
  })
  .meta({ id: 'OfficeAchievement', 'x-assumed': true });

/** One eco figure (trees planted, plastic collected, ...) with its unit. */
export const EcoStat = z
  .object({ name: z.string(), title: z.string(), value: z.number(), unit: z.string() })
  .meta({ id: 'EcoStat', 'x-assumed': true });

/** GET /eco-achievements/: the company's eco projects and totals (/office/eco-achievements/projects). */
export const EcoAchievements = z
  .object({
    stats: z.array(EcoStat),
    projects: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        description: z.string(),
        image: z.string(),
        stats: z.array(EcoStat),
      }),
    ),
  })
  .meta({ id: 'EcoAchievements', 'x-assumed': true });
