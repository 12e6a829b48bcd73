/** Cyrillic letters of the CIS sites in Latin (a simplified GOST 7.79 / passport style). */
const LETTERS: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  // Ukrainian, Belarusian and Kazakh letters.
  є: 'ye',
  і: 'i',
  ї: 'yi',
  ґ: 'g',
  ў: 'u',
  ә: 'a',
  ғ: 'g',
  қ: 'q',
  ң: 'n',
  ө: 'o',
  ұ: 'u',
  ү: 'u',
  һ: 'h',
};

/** Latin letters for a text; non-Cyrillic characters stay as they are. */
export const transliterate = (text: string): string =>
  [...text]
    .map((char, i, chars) => {
      const lower = char.toLowerCase();
      const latin = LETTERS[lower];
      if (latin === undefined) return char;
      if (lower === char || latin === '') return latin;
      // An upper-case letter: all caps inside an upper-case word, else only the first letter.
      const next = chars[i + 1];
      const shouting = next !== undefined && next !== next.toLowerCase();
      return shouting ? latin.toUpperCase() : latin.charAt(0).toUpperCase() + latin.slice(1);
    })
    .join('');
