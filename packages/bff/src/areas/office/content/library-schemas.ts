import { DOCUMENT_HUBS, EDUCATION_PAGES, WIKI_SECTIONS } from '@gf/contracts/rules/office-library';
import { z } from 'zod';
import { contract } from '../../../platform/contract/contract-registry.js';
import { PageVideo } from '../../corporate/corporate-schemas.js';
import { CmsSlug } from '../shared/cms-page.js';

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
