import type { UpstreamReply } from '../../../platform/upstream/upstream-client.js';

type Sections = UpstreamReply<'officeHome'>['sections'];

/** A path the office's section pages serve (spec 1 §2 /office/{section}[/{subsection}]); nothing else is linked. */
const OFFICE_CMS_PATH = /^\/office\/[a-z0-9-]+(\/[a-z0-9-]+)?$/;

/** The office root's sections that are CMS pages the office can show, as links. */
export const cmsLinks = (sections: Sections) =>
  sections.filter((s) => OFFICE_CMS_PATH.test(s.path)).map(({ title, path }) => ({ title, path }));

/** The CMS pages of the office root that lie under `/office/<section>/`. */
export const cmsPagesUnder = (sections: Sections, section: string) =>
  cmsLinks(sections).filter((s) => s.path.startsWith(`/office/${section}/`));
