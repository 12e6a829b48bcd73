import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * CMS and upstream HTML, made safe once, in the gateway, before it leaves (issue 29 item 5). The
 * page inserts what comes as it comes, on the server and in the browser alike, so no second parser
 * reads the text differently (the mutation-XSS gap of a sanitiser run by linkedom on the server
 * and by the browser's DOM in the browser). DOMPurify is the sanitiser its authors keep against
 * every published mutation-XSS bypass; jsdom is the DOM they test it on and recommend for Node
 * (parse5: the HTML standard's parser, the one browsers follow), one instance for the process.
 */

/** Text markup a CMS text may use; other elements are unwrapped to their content. */
const ALLOWED_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'a',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'span',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'img',
  'figure',
  'figcaption',
  'hr',
];
/** Subtrees dropped whole: their content is never text of the page. */
const DROPPED = ['script', 'style', 'iframe', 'object', 'embed', 'form', 'input', 'button', 'template', 'link', 'meta'];
/** Attributes kept, each only on its elements (ATTRIBUTES_OF). */
const ATTRIBUTES_OF: Record<string, readonly string[]> = {
  A: ['href', 'title'],
  IMG: ['src', 'alt', 'width', 'height'],
  TH: ['colspan', 'rowspan'],
  TD: ['colspan', 'rowspan'],
  // Headings keep an id, so a table of contents can point at them.
  H2: ['id'],
  H3: ['id'],
};
/** Links and images: a path of this site, an anchor, https, mail and phone; never javascript:, data: or http:. */
const SAFE_URL = /^(?:\/(?!\/)|#|https:\/\/|mailto:|tel:)/i;

const purify = createDOMPurify(new JSDOM('').window);
purify.addHook('uponSanitizeAttribute', (node, data) => {
  if (!ATTRIBUTES_OF[node.nodeName]?.includes(data.attrName)) data.keepAttr = false;
  // DOMPurify lets data: URIs through on images; a CMS text has no need of them.
  else if ((data.attrName === 'href' || data.attrName === 'src') && !SAFE_URL.test(data.attrValue.trim()))
    data.keepAttr = false;
});
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'A' && /^https:/i.test(node.getAttribute('href') ?? '')) {
    node.setAttribute('rel', 'noopener noreferrer');
    node.setAttribute('target', '_blank');
  }
  if (node.nodeName === 'IMG') node.setAttribute('loading', 'lazy');
});
const CONFIG = {
  ALLOWED_TAGS,
  ALLOWED_ATTR: [...new Set(Object.values(ATTRIBUTES_OF).flat())],
  ALLOWED_URI_REGEXP: SAFE_URL,
  FORBID_CONTENTS: DROPPED,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/**
 * Texts already cleaned, by their HTML: CMS texts repeat on every read of a page (a product's
 * description, a legal page), so a signed-in reader, whose replies are not cached, costs one map
 * look-up after the first. Bounded: the oldest go first.
 */
const cleaned = new Map<string, string>();
/** Texts remembered at most, and the longest remembered (a longer one is cleaned every time). */
export const SANITISED_TEXTS = 2_000;
const REMEMBERED_LENGTH = 256 * 1024;

/** The text's markup with only ALLOWED_TAGS and their attributes; links and images on safe URLs. */
export const sanitizeHtml = (html: string): string => {
  if (html === '') return html;
  const known = cleaned.get(html);
  if (known !== undefined) return known;
  const clean = purify.sanitize(html, CONFIG);
  if (html.length <= REMEMBERED_LENGTH) {
    cleaned.set(html, clean);
    if (cleaned.size > SANITISED_TEXTS) cleaned.delete(cleaned.keys().next().value as string);
  }
  return clean;
};
