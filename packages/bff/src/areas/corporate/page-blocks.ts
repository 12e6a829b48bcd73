import type { PageBlock, PageVideo } from '@gf/contracts/gateway/corporate';

interface StaticObject {
  title: string | null;
  text: string | null;
  image: string | null;
  link: string | null;
}

const VIDEO_FILE = /\.(mp4|webm|ogv|m4v)(\?.*)?$/i;

/**
 * The CMS marks a video only by linking to its file; the page plays it in its own `<video>`.
 * (Hosted players such as YouTube would need their origin in the CSP frame-src; none is linked.)
 */
export const videoOf = (link: string | null): PageVideo | null =>
  link && VIDEO_FILE.test(link) ? { src: link } : null;

export const toBlock = (key: string, object: StaticObject): PageBlock => {
  const video = videoOf(object.link);
  return { key, ...object, link: video ? null : object.link, video };
};

/** static_objects in the order the CMS wrote them (JSON keeps insertion order). */
export const toBlocks = (objects: Record<string, StaticObject>): PageBlock[] =>
  Object.entries(objects).map(([key, object]) => toBlock(key, object));

/** A CMS page with its static_objects as blocks, in the CMS's order. */
export const withBlocks = <Page extends { static_objects: Record<string, StaticObject> }>(page: Page) => ({
  ...page,
  blocks: toBlocks(page.static_objects),
});

/** The CMS numbers scene titles ("3. About the company"); the page shows the number itself. */
export const withoutNumber = (title: string | null): string | null =>
  title === null ? null : title.replace(/^\s*\d+\s*[.)]\s*/, '');
