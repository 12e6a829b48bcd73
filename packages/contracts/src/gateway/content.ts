import { GreenJack } from '@gf/contracts/upstream/entities/dashboard';
import { EcoStat, OfficeAchievement, OfficeAudioTrack, OfficePromo } from '@gf/contracts/upstream/entities/materials';
import { Product } from '@gf/contracts/upstream/entities/product';
import { z } from 'zod';
import { contract } from '../../../platform/contract/contract-registry.js';

/** A URL segment naming a promo page (spec 1 §2 /office/promo/{page}). */
export const PromoPageParams = z.object({
  page: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Lower-case letters, digits and dashes'),
});

export const ContentAchievement = contract('ContentAchievement', OfficeAchievement.extend({}));
export const ContentEcoStat = contract('ContentEcoStat', EcoStat.extend({}));

/** /office/achievements: the user's achievements, received ones first, newest first. */
export const AchievementsReply = contract(
  'AchievementsReply',
  z.object({ received: z.number().int(), achievements: z.array(ContentAchievement) }),
);

/** /office/eco-achievements: the user's own eco figures beside the company's totals. */
export const EcoAchievementsReply = contract(
  'EcoAchievementsReply',
  z.object({ mine: z.array(ContentEcoStat), company: z.array(ContentEcoStat) }),
);

export const EcoProject = contract(
  'EcoProject',
  z.object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    image: z.string(),
    stats: z.array(ContentEcoStat),
  }),
);

/** /office/eco-achievements/projects: the company's eco projects. */
export const EcoProjectsReply = contract('EcoProjectsReply', z.object({ projects: z.array(EcoProject) }));

export const ContentPromo = contract('ContentPromo', OfficePromo.extend({}));
export const ContentGreenJack = contract('ContentGreenJack', GreenJack.extend({}));

/** /office/promo: the current promos and the GreenJack promotion (null when it is not running). */
export const PromoListReply = contract(
  'PromoListReply',
  z.object({ promos: z.array(ContentPromo.omit({ content: true })), greenjack: ContentGreenJack.nullable() }),
);

export const PromoPageReply = contract('PromoPageReply', ContentPromo);

/**
 * One record of /office/orders/meditations. The API's own link is replaced by the gateway's `file`
 * route (null until the record is bought), so the sound is fetched with the session, never by an
 * address anyone could copy.
 */
export const Meditation = contract(
  'Meditation',
  OfficeAudioTrack.omit({ url: true }).extend({
    file: z.string().nullable().meta({ description: 'The gateway path of the sound; null until bought' }),
  }),
);

export const MeditationProduct = contract('MeditationProduct', Product.extend({}));

/** /office/orders/meditations: a page of records and the audio items (cart type 3) that unlock them. */
export const MeditationsReply = contract(
  'MeditationsReply',
  z.object({
    page: z.number().int(),
    total: z.number().int(),
    has_more: z.boolean(),
    meditations: z.array(Meditation),
    products: z.array(MeditationProduct),
  }),
);

export const MeditationsQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).optional() });
export const MeditationParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
