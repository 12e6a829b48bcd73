import { useMemo } from 'react';
import styles from './rich-text.module.css';

/** Elements CMS texts may use; anything else is unwrapped to its text. */
const ALLOWED = new Set([
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
/** Whole subtrees that never belong in a text. */
const DROPPED = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'FORM',
  'INPUT',
  'BUTTON',
  'TEMPLATE',
  'LINK',
  'META',
]);
const ATTRIBUTES: Record<string, readonly string[]> = {
  A: ['href', 'title'],
  IMG: ['src', 'alt', 'width', 'height'],
  TH: ['colspan', 'rowspan'],
  TD: ['colspan', 'rowspan'],
  // Headings keep an id, so a table of contents can point at them.
  H2: ['id'],
  H3: ['id'],
};
const SAFE_URL = /^(?:\/(?!\/)|#|https:\/\/|mailto:|tel:)/i;

const clean = (parent: Element): void => {
  for (const node of [...parent.children]) {
    if (DROPPED.has(node.tagName)) {
      node.remove();
      continue;
    }
    clean(node);
    if (!ALLOWED.has(node.tagName)) {
      node.replaceWith(...node.childNodes);
      continue;
    }
    const keep = ATTRIBUTES[node.tagName] ?? [];
    for (const { name, value } of [...node.attributes]) {
      const url = name === 'href' || name === 'src';
      if (!keep.includes(name) || (url && !SAFE_URL.test(value.trim()))) node.removeAttribute(name);
    }
    if (node.tagName === 'A' && /^https:/i.test(node.getAttribute('href') ?? '')) {
      node.setAttribute('rel', 'noopener noreferrer');
      node.setAttribute('target', '_blank');
    }
    if (node.tagName === 'IMG') node.setAttribute('loading', 'lazy');
  }
};

/** Keeps only text markup: the CMS is trusted, but a page must not run whatever a text carries. */
export const sanitizeHtml = (html: string): string => {
  const document = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  clean(document.body);
  return document.body.innerHTML;
};

interface RichTextProps {
  html: string;
  className?: string;
  id?: string;
}

/** HTML that comes from the company CMS (news, legal and page texts), shown as it comes. */
export const RichText = ({ html, className, id }: RichTextProps) => {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      id={id}
      className={className ? `${styles.text} ${className}` : styles.text}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised above to text markup only.
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
};
