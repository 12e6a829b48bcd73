/**
 * The office's reading pages (spec 1 §2): the wiki's fixed sections, the education pages, and the
 * section pages under the specifications and materials hubs. Their texts are CMS pages read by the
 * static-page call (spec 2 §7 /page{path}/); this is the one place gateway, client and sandbox name
 * them.
 */

/** Spec 1 §2 /office/wiki/{section} "with fixed pages standards-and-rules, green-priority, eco-club, marketing-plan". */
export const WIKI_SECTIONS = ['standards-and-rules', 'green-priority', 'eco-club', 'marketing-plan'] as const;
export type WikiSection = (typeof WIKI_SECTIONS)[number];
export const isWikiSection = (name: string): name is WikiSection => (WIKI_SECTIONS as readonly string[]).includes(name);

/** Spec 1 §2 /office/education/platform, /beginners-guide, /site-video-review, each with its office page name. */
export const EDUCATION_PAGES = {
  platform: 'OfficeEducationPlatform',
  'beginners-guide': 'OfficeBeginnersGuide',
  'site-video-review': 'OfficeSiteVideoReview',
} as const;
export type EducationPage = keyof typeof EDUCATION_PAGES;

/**
 * The hubs whose sections are document lists (spec 1 §2 /office/specifications, /office/materials).
 * `x-assumed`: the spec prints only the hubs; a section below one is the CMS page of that path, its
 * documents are the page's blocks that link to a stored file.
 */
export const DOCUMENT_HUBS = {
  specifications: 'OfficeSpecificationsSection',
  materials: 'OfficeMaterialsSection',
} as const;
export type DocumentHub = keyof typeof DOCUMENT_HUBS;

/**
 * `x-assumed`: the CMS marks a downloadable document by linking a block to the stored file's API
 * address (spec 2 §7 "file by id", GET /greenway/file/{id}/), absolute or as a path.
 */
export const CMS_FILE_LINK = /^(?:https?:\/\/[^/]+)?(?:\/api\/v\d+)?\/greenway\/file\/(\d{1,12})\/?$/;

/** The stored file id a CMS block links to, or null when it links elsewhere. */
export const cmsFileId = (link: string | null): number | null => {
  const match = link ? CMS_FILE_LINK.exec(link) : null;
  return match ? Number(match[1]) : null;
};
