import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './html-sanitizer.js';
import { DOMPURIFY_CORPUS } from './html-sanitizer-corpus.js';

/**
 * Well-known mutation-XSS strings: markup that one parse turns into harmless-looking text and a
 * second parse (the browser's, after the sanitiser serialised it) into script; namespace confusion
 * between HTML, SVG and MathML; parser differentials around noscript, style, template and comments.
 */
const MUTATION_XSS = [
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=alert(1)&gt;">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<noscript><style></noscript><img src=x onerror=alert(1)></style></noscript>',
  '<math><style><img src=x onerror=alert(1)></style></math>',
  '<math><annotation-xml encoding="text/html"><style><img src=x onerror=alert(1)></style></annotation-xml></math>',
  '<svg><foreignobject><p><style><img src=x onerror=alert(1)></style></p></foreignobject></svg>',
  '<template><img src=x onerror=alert(1)></template>',
  '<table><tbody><tr><td><template><img src=x onerror=alert(1)></template></td></tr></tbody></table>',
  '<!--><img src=x onerror=alert(1)>-->',
  '<!-- --!><img src=x onerror=alert(1)> -->',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<textarea><img src=x onerror=alert(1)></textarea>',
  '<title><img src=x onerror=alert(1)></title>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<img src="http://evil.example/x.png" onerror="alert(1)">',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<a href="https://example.com" onclick="alert(1)">x</a>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><a xlink:href="javascript:alert(1)">x</a></math>',
  '<img src=x id=cookie name=cookie><form name=getElementById></form>',
  '<select><template><style><!--</style><a rel="--></style></template></select><img src=x onerror=alert(1)>">',
  '<div><svg><desc><p><style></p></style><img src=x onerror=alert(1)></desc></svg></div>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
];

const ELEMENTS = new Set([
  'P',
  'BR',
  'H2',
  'H3',
  'H4',
  'UL',
  'OL',
  'LI',
  'A',
  'STRONG',
  'EM',
  'B',
  'I',
  'U',
  'SPAN',
  'BLOCKQUOTE',
  'TABLE',
  'THEAD',
  'TBODY',
  'TR',
  'TH',
  'TD',
  'IMG',
  'FIGURE',
  'FIGCAPTION',
  'HR',
]);
const ATTRIBUTES = new Set([
  'href',
  'title',
  'src',
  'alt',
  'width',
  'height',
  'colspan',
  'rowspan',
  'id',
  'rel',
  'target',
  'loading',
]);
const SAFE_URL = /^(?:\/(?!\/)|#|https:\/\/|mailto:|tel:)/i;

/** A page of its own, apart from the sanitiser's, to read the output as a browser inserts it. */
const page = new JSDOM('<!doctype html><body><div id="root"></div>').window.document;

/** What in `html`, inserted into a page as the client inserts it, could run: each finding named. */
const vectorsIn = (html: string): string[] => {
  const root = page.getElementById('root');
  if (!root) throw new Error('no root');
  root.innerHTML = html;
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    if (!ELEMENTS.has(element.tagName) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml')
      found.push(`<${element.tagName.toLowerCase()}>`);
    for (const { name, value } of element.attributes) {
      // `is` (a customised built-in element) stays, as DOMPurify documents: it names a class only
      // a script of the page could define, and the page defines none.
      if (!ATTRIBUTES.has(name) && name !== 'is') found.push(`${element.tagName}@${name}`);
      if ((name === 'href' || name === 'src') && !SAFE_URL.test(value)) found.push(`${name}=${value}`);
    }
  }
  return found;
};

describe('the gateway sanitises CMS HTML once, with DOMPurify on jsdom (issue 29 item 5)', () => {
  it('keeps text markup, safe links (opened apart) and lazy images', () => {
    expect(
      sanitizeHtml(
        '<h2 id="terms">Terms</h2><p>A <strong>bold</strong> <a href="https://example.com/x">link</a>, <a href="/shop">ours</a> and <img src="/media/a.png" alt="a"></p>',
      ),
    ).toBe(
      '<h2 id="terms">Terms</h2><p>A <strong>bold</strong> <a href="https://example.com/x" rel="noopener noreferrer" target="_blank">link</a>, <a href="/shop">ours</a> and <img src="/media/a.png" alt="a" loading="lazy"></p>',
    );
    expect(sanitizeHtml('<div class="x"><section>kept <em>text</em></section></div>')).toBe('kept <em>text</em>');
    expect(sanitizeHtml('<p>a<script>alert(1)</script>b<style>p{}</style>c</p>')).toBe('<p>abc</p>');
  });

  it(`leaves no executable vector in any of DOMPurify's ${DOMPURIFY_CORPUS.length} test payloads`, () => {
    const unsafe = DOMPURIFY_CORPUS.flatMap(({ title, payload }) => {
      const found = vectorsIn(sanitizeHtml(payload));
      return found.length ? [`${title ?? payload}: ${found.join(', ')}`] : [];
    });
    expect(unsafe).toEqual([]);
  });

  it.each(MUTATION_XSS)('leaves no executable vector in %s, and a second pass changes nothing', (payload) => {
    const clean = sanitizeHtml(payload);
    expect(vectorsIn(clean)).toEqual([]);
    // The browser parses what the gateway wrote: if that parse read it differently, the second pass would differ.
    expect(sanitizeHtml(clean)).toBe(clean);
  });
});
