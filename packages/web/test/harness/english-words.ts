import type { Page } from 'playwright-core';

/**
 * Issue 32 item 1: "a test fails on any English text on a non-English page". A Latin word of three
 * or more letters is English when it is one of these: the words English sentences and interface
 * labels cannot do without. Brand and product names, people's names, codes and units are not
 * among them, so they pass; a sentence or a label left in English always has some of these.
 */
const COMMON_ENGLISH = new Set(
  `the and for are but not you all any can had her was one our out has him his how its may new now old see
  two way who did get let put say she too use this that with have from they will your what when make like
  time just know take into year them than then look only come over also back after work first well even
  want because these give most there their which would about could other some were been more here where
  should before while again never always every under between through without within during each much
  many such same last next open close save send cancel edit delete remove add create change choose select
  show hide view download upload print share copy search filter sort find home page pages menu settings
  account accounts balance amount total date from until period status type name number phone email
  address city country order orders payment payments payout payouts transfer transfers bonus bonuses
  accrual team partner partners client clients sponsor level levels qualification promotion ticket tickets
  event events seat seats row category categories link links registration register sign signed password
  login logout profile message messages mail inbox sent draft subject reply document documents agreement
  statement statements report reports points volume personal group structure member members history
  details detail description price prices quantity item items product products cart shop catalogue
  delivery pickup stock paid unpaid pending active inactive blocked done failed error errors warning
  success loading please try again yes back next previous more less all none empty nothing found found
  already available unavailable required optional invalid valid enter check confirm confirmed continue
  submit apply reset clear today yesterday tomorrow month months week weeks day days hour hours minute
  minutes year years current started ended expired expires left right top bottom here there new old
  full free gift card cards bank tax company business service services news help support contact about
  terms privacy policy rules notice notes note comment comments rating ratings review reviews video
  audio file files image images photo photos learning course courses lesson lessons test tests result
  results yours mine own other others everyone someone anyone nobody something anything everything
  reserve reserved reservation hold held booking book booked holder holders client's partner's`
    .split(/\s+/)
    .filter((word) => word.length >= 3),
);

/**
 * Names, not English: the company, its product lines (the brands of the catalogue, some of them
 * made of English words, such as "Eco Home") and the card schemes and file kinds printed as they are.
 */
const NAMES = [
  'Greenway',
  'Aquamagic',
  'BioTrim',
  'Pure Ocean',
  'Green Balance',
  'TimeCode',
  'Fitomax',
  'Eco Home',
  'Kids Nature',
  'Visa',
  'Mastercard',
  'PayPal',
  'Excel',
];
const NAME = new RegExp(`\\b(?:${NAMES.join('|')})\\b`, 'g');

/** Addresses, links and file names are read as they are written, not as words. */
const NOT_WORDS = /\S+@\S+|https?:\/\/\S+|\b[\w-]+\.[a-z]{2,4}\b/g;

/** The English words in a text, in the order they appear (each once). */
export const englishWords = (text: string): string[] => {
  const found = new Set<string>();
  for (const [word] of text
    .replace(NOT_WORDS, ' ')
    .replace(NAME, ' ')
    .matchAll(/[A-Za-z][A-Za-z']{2,}/g)) {
    const lower = word.toLowerCase();
    if (COMMON_ENGLISH.has(lower)) found.add(word);
  }
  return [...found];
};

/**
 * The English words a visitor reads on the page: the text of `main` and of any open dialog, each
 * with the line it stands in so a failure says where.
 */
export const visibleEnglish = async (page: Page): Promise<string[]> => {
  const texts = await page.evaluate(() =>
    [...document.querySelectorAll('main, [role="dialog"], [role="alertdialog"]')].map(
      (element) => (element as HTMLElement).innerText,
    ),
  );
  const leaks: string[] = [];
  for (const line of texts.join('\n').split('\n')) {
    const words = englishWords(line);
    if (words.length > 0) leaks.push(`${words.join(', ')} in “${line.trim().slice(0, 120)}”`);
  }
  return [...new Set(leaks)];
};
