/** An `Accept-Language` entry: a language range and its weight (RFC 9110 §12.5.4). */
interface Range {
  tag: string;
  q: number;
  /** Position in the header: equal weights keep the order the browser sent them in. */
  order: number;
}

/** A weight as RFC 9110 §12.4.2 writes it: 0 to 1, at most three decimals. */
const WEIGHT = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i;

/** `he-IL,he;q=0.9,en;q=0.8` → the ranges with a weight above 0, best first; `*` and malformed entries left out. */
const rangesOf = (header: string): Range[] => {
  const ranges: Range[] = [];
  header.split(',').forEach((entry, order) => {
    const [rawTag, ...parameters] = entry.split(';').map((part) => part.trim());
    const tag = rawTag?.toLowerCase() ?? '';
    // `*` names no language: the site's default answers it anyway.
    if (!/^[a-z]{1,8}(?:-[a-z0-9]{1,8})*$/.test(tag)) return;
    let q = 1;
    for (const parameter of parameters) {
      const weight = parameter.match(WEIGHT);
      if (weight) q = Number(weight[1]);
      else if (parameter.toLowerCase().startsWith('q=')) return;
    }
    if (q > 0) ranges.push({ tag, q, order });
  });
  return ranges.sort((a, b) => b.q - a.q || a.order - b.order);
};

const primary = (tag: string): string => tag.split('-')[0] ?? tag;

/**
 * The first language of the site the browser accepts, by weight (issue 32: a Hebrew browser opens
 * the Israeli site in Hebrew): the site's language of that exact tag, else one of the same primary
 * language (`he-IL` is `he`; `en` is the US site's `en-US`). Undefined when the browser accepts
 * none of them: the site's default applies.
 */
export const acceptedLanguage = <Code extends string>(
  offered: readonly Code[],
  header: string | undefined,
): Code | undefined => {
  if (!header) return undefined;
  for (const { tag } of rangesOf(header)) {
    const exact = offered.find((code) => code.toLowerCase() === tag);
    if (exact) return exact;
    const related = offered.find((code) => primary(code.toLowerCase()) === primary(tag));
    if (related) return related;
  }
  return undefined;
};
