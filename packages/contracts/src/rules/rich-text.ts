import { z } from 'zod';

/**
 * The media type that marks a string of HTML from the company's CMS or API (JSON Schema
 * `contentMediaType`). The gateway sanitises every field so marked in an upstream reply before
 * anything else reads it, so server rendering and the browser insert the same clean HTML
 * (issue 29 item 5); the client sanitises nothing itself.
 */
export const RICH_TEXT_MEDIA_TYPE = 'text/html';

/** A string of HTML from the upstream (a CMS text, a description, a document), sanitised by the gateway. */
export const richText = (description = 'HTML') =>
  z.string().meta({ description, contentMediaType: RICH_TEXT_MEDIA_TYPE });
