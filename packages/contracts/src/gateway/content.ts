import { z } from 'zod';
import { DOCUMENT_HUBS, EDUCATION_PAGES, WIKI_SECTIONS } from '../rules/office-library.js';
import { GreenJack } from '../upstream/entities/dashboard.js';
import { EcoStat, OfficeAchievement, OfficeAudioTrack, OfficePromo } from '../upstream/entities/materials.js';
import { Product } from '../upstream/entities/product.js';
import { contract } from './contract-registry.js';
import { PageVideo } from './corporate.js';

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

/** A company document a block links to, downloaded through the office file streamer. */
export const LibraryFile = contract(
  'LibraryFile',
  z
    .object({
      id: z.number().int(),
      href: z.string().meta({ description: 'The gateway path that streams the file' }),
    })
    .meta({ 'x-assumed': true, description: 'A block linking to GET /greenway/file/{id}/ (CMS_FILE_LINK)' }),
);

/**
 * One block of an office reading page (its CMS static_objects entry): a rule or term the page opens
 * in the rich-text modal, a lesson with its video, or a document with its file.
 */
export const LibraryEntry = contract(
  'LibraryEntry',
  z.object({
    key: z.string(),
    title: z.string().nullable(),
    html: z.string().nullable().meta({ description: 'HTML from the company CMS' }),
    image: z.string().nullable(),
    link: z.string().nullable().meta({ description: 'A link to elsewhere; null when it is the video or the file' }),
    video: PageVideo.nullable(),
    file: LibraryFile.nullable(),
  }),
);

const LibraryPage = z.object({
  path: z.string(),
  title: z.string(),
  content: z.string().meta({ description: 'HTML from the company CMS' }),
  entries: z.array(LibraryEntry),
});

/** One path segment of an office CMS page: what the CMS's paths are made of. */
export const CmsSlug = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Lower-case letters, digits and dashes')
  .meta({ description: 'A path segment of the office CMS page' });

export const WikiParams = z.object({ section: CmsSlug });
export const DocumentsParams = z.object({ section: CmsSlug });

/** Spec 1 §2 /office/wiki/{section}: one of the wiki's fixed pages. */
export const WikiPageReply = contract('WikiPageReply', LibraryPage.extend({ section: z.enum(WIKI_SECTIONS) }));

/** Spec 1 §2 /office/education/platform, /beginners-guide, /site-video-review. */
export const EducationPageReply = contract(
  'EducationPageReply',
  LibraryPage.extend({ page: z.enum(Object.keys(EDUCATION_PAGES) as [keyof typeof EDUCATION_PAGES]) }),
);

/** A section below the specifications or materials hub (spec 1 §2): its documents. */
export const DocumentsPageReply = contract(
  'DocumentsPageReply',
  LibraryPage.extend({
    hub: z.enum(Object.keys(DOCUMENT_HUBS) as [keyof typeof DOCUMENT_HUBS]),
    section: z.string(),
  }),
);
