import { BRAND_NAME } from '../config/brand';

/** A search result shows about this many characters of a description. */
export const DESCRIPTION_MAX_CHARS = 160;

/** Text of CMS HTML, one line, cut at a word to fit a search result. */
export const summaryOf = (html: string, max: number = DESCRIPTION_MAX_CHARS): string => {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
};

/** A list page's description from its data: its name, then the first names it lists. */
export const listSummary = (title: string, names: readonly string[]): string =>
  summaryOf(names.length ? `${title}: ${names.join(', ')}` : title);

/**
 * The page's title and description for the browser tab, search engines and link previews. React
 * puts both in the head (also when the gateway renders the page).
 */
export const PageMeta = ({ title, description }: { title: string; description?: string }) => (
  <>
    <title>{`${title} · ${BRAND_NAME}`}</title>
    {description ? <meta name="description" content={description} /> : null}
  </>
);
