import type { LibraryEntry } from '@gf/contracts/gateway/content';
import { cmsFileId } from '@gf/contracts/rules/office-library';
import type { z } from 'zod';
import type { UpstreamReply } from '../../../platform/upstream/upstream-client.js';
import { videoOf } from '../../corporate/page-blocks.js';

type CmsPage = UpstreamReply<'staticPage'>;

/** Where the office file streamer serves a stored file (files-routes.ts). */
export const officeFilePath = (id: number): string => `/bff/v1/office/files/${id}`;

/** The page's own block, not one of its entries: when the CMS last changed it. */
const PAGE_META_KEYS = new Set(['updated']);

/**
 * A CMS page as an office reading page: its text, and its blocks in the CMS's order, each telling
 * whether it plays a video, downloads a document or links elsewhere.
 */
export const libraryPage = (page: CmsPage) => ({
  path: page.path,
  title: page.title,
  content: page.content,
  entries: Object.entries(page.static_objects)
    .filter(([key]) => !PAGE_META_KEYS.has(key))
    .map(([key, { title, text, image, link }]): z.input<typeof LibraryEntry> => {
      const video = videoOf(link);
      const fileId = cmsFileId(link);
      return {
        key,
        title,
        html: text,
        image,
        link: video || fileId !== null ? null : link,
        video,
        file: fileId === null ? null : { id: fileId, href: officeFilePath(fileId) },
      };
    }),
});
