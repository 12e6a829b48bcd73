/**
 * The headers a file reply passes on from the upstream, each rewritten to a form that cannot smuggle
 * anything into the browser's reply (header injection, a script type, an unquoted file name).
 */

/** A well-formed `type/subtype`; anything else is not a type at all. */
const CONTENT_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;
/**
 * The only types a download keeps (issue 29 item 5): what the office serves (PDF documents, images,
 * office documents, CSV and text lists, zip archives) and the meditations' sound, which the page
 * plays inline. Each is data a browser shows or saves without running it. Anything else, however
 * harmless it looks (text/xsl, application/x-javascript, text/html, image/svg+xml), goes out as
 * bytes to save. SVG stays off the list: it is a document that may carry script, and nothing the
 * upstream serves through the streamer is SVG (product QR codes are PDFs).
 */
export const DOWNLOAD_TYPES: ReadonlySet<string> = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'text/csv',
  'text/plain',
  'application/zip',
  'audio/wav',
  'audio/mpeg',
  'audio/mp4',
  'audio/ogg',
]);
/** Types whose bytes are text: only they keep a charset. */
const TEXT_TYPES = new Set(['text/csv', 'text/plain']);
const CHARSET = /;\s*charset="?([a-z0-9_.:-]{1,40})"?/i;

export const OCTET_STREAM = 'application/octet-stream';

/** The upstream's type when it is on DOWNLOAD_TYPES (text with its charset); application/octet-stream otherwise. */
export const safeContentType = (value: unknown): string => {
  if (typeof value !== 'string') return OCTET_STREAM;
  const [essence = ''] = value.split(';');
  const type = essence.trim().toLowerCase();
  if (!CONTENT_TYPE.test(type) || !DOWNLOAD_TYPES.has(type)) return OCTET_STREAM;
  const charset = TEXT_TYPES.has(type) ? CHARSET.exec(value)?.[1] : undefined;
  return charset ? `${type}; charset=${charset.toLowerCase()}` : type;
};

/** A length of whole decimal digits, or nothing (the reply is then chunked). */
export const safeContentLength = (value: unknown): string | undefined =>
  typeof value === 'string' && /^\d{1,15}$/.test(value) ? value : undefined;

/** The file name an upstream Content-Disposition gives, `filename*` (RFC 6266/5987) first. */
export const filenameOf = (disposition: unknown): string | undefined => {
  if (typeof disposition !== 'string') return undefined;
  const extended = /filename\*\s*=\s*(?:utf-8|UTF-8)''([^;]+)/.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A broken percent-encoding: fall back to the plain parameter below.
    }
  }
  return /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(disposition)?.slice(1).find(Boolean)?.trim();
};

/** The last path segment, without control characters, quotes or slashes, at most 150 characters. */
export const cleanName = (name: string): string =>
  (name.split(/[/\\]/).pop() ?? '')
    .replace(/\p{Cc}|"/gu, '')
    .trim()
    .slice(0, 150);

/**
 * A Content-Disposition the browser reads one way only: `attachment` or `inline`, an ASCII
 * `filename` for old agents and the real name as `filename*` in UTF-8.
 */
export const safeDisposition = (kind: 'attachment' | 'inline', name: string | undefined, fallback: string): string => {
  const clean = cleanName(name ?? '') || fallback;
  const ascii = clean.replace(/[^\w.() -]/g, '_');
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return ascii === clean ? `${kind}; filename="${ascii}"` : `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
};
