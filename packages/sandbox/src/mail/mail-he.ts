import { MAIL_TEMPLATES } from './mail-store.js';

/**
 * Hebrew texts of the office mail (issue 32: the il site's language), as mail-ru.ts lays them out:
 * the system templates by id, the subjects and messages the sandbox seeds or writes itself, and the
 * support's name. What users write themselves is shown as written.
 */
export const MAIL_TEMPLATES_HE: Record<number, [subject: string, title: string, message: string]> = {
  1: ['משלוח הזמנה', 'איפה ההזמנה שלי?', 'שלום! ההזמנה שלי עדיין לא הגיעה. אפשר לבדוק בבקשה איפה היא?'],
  2: ['החזרת מוצר', 'אני רוצה להחזיר מוצר', 'שלום! ברצוני להחזיר מוצר מההזמנה שלי.'],
  3: ['שאלה על דוח הבונוסים', 'שאלה על הבונוס שלי', 'שלום! יש לי שאלה לגבי הבונוס בדוח של התקופה הקודמת.'],
  4: ['עדכון פרטים אישיים', 'בבקשה לעדכן את הפרטים האישיים שלי', 'שלום! בבקשה לעדכן את הפרטים האישיים שלי: '],
  5: ['הרשמה לאירוע', 'שאלה על אירוע', 'שלום! יש לי שאלה לגבי ההרשמה לאירוע.'],
};

/** Subjects of the seeded conversations (state/mailboxes.ts), by their English text. */
export const SEEDED_SUBJECTS_HE: Record<string, string> = {
  'Order delivery': 'משלוח הזמנה',
  'Bonus statement question': 'שאלה על דוח הבונוסים',
  'Event registration': 'הרשמה לאירוע',
  'Payout documents': 'מסמכים לתשלום',
  'Welcome to the team': 'ברוכים הבאים לצוות',
  'Catalogue and stock questions': 'שאלות על הקטלוג והמלאי',
};

export const SUPPORT_NAME_HE = 'צוות התמיכה של Greenway';

/** The seeded messages' texts (state/mailboxes.ts) as patterns, with the Hebrew each becomes. */
export const SEEDED_MESSAGES_HE: readonly [RegExp, (match: RegExpExecArray) => string][] = [
  [
    /^Support: about "(.+)", here is what we found\.$/,
    (m) => `תמיכה: בנושא "${subjectHe(m[1]!) ?? m[1]}", הנה מה שמצאנו.`,
  ],
  [/^Thank you, that helps\.$/, () => 'תודה, זה עזר.'],
  [
    /^Support, answer (\d+): the stock of the catalogue items is updated every morning\.$/,
    (m) => `תמיכה, תשובה ${m[1]}: המלאי של מוצרי הקטלוג מתעדכן בכל בוקר.`,
  ],
  [/^Question (\d+): is item (\d+) back in stock\?$/, (m) => `שאלה ${m[1]}: האם מוצר ${m[2]} חזר למלאי?`],
  // The support's automatic answers (mail-store.ts autoReply).
  [
    /^Thank you! We have passed your question about order (\S+) to the logistics department and will answer within one working day\.$/,
    (m) => `תודה! העברנו את שאלתך על הזמנה ${m[1]} למחלקת הלוגיסטיקה ונשיב תוך יום עבודה אחד.`,
  ],
  [
    /^Thank you for your message! A support specialist will answer within one working day\.$/,
    () => 'תודה על הודעתך! נציג תמיכה ישיב תוך יום עבודה אחד.',
  ],
];

/** The templates' English texts with their Hebrew ones, so a conversation started from one reads in Hebrew. */
const TEMPLATE_TEXTS_HE = new Map(
  MAIL_TEMPLATES.flatMap((t): [string, string][] => {
    const he = MAIL_TEMPLATES_HE[t.id];
    return he
      ? [
          [t.subject, he[0]],
          [t.title, he[1]],
          [t.message, he[2]],
        ]
      : [];
  }),
);

/** The Hebrew of a seeded or template subject or title; undefined for what a user wrote. */
export const subjectHe = (subject: string): string | undefined =>
  SEEDED_SUBJECTS_HE[subject] ?? TEMPLATE_TEXTS_HE.get(subject);

/** The Hebrew of a seeded or template message; undefined for what a user wrote. */
export const messageHe = (text: string): string | undefined => {
  for (const [pattern, hebrew] of SEEDED_MESSAGES_HE) {
    const match = pattern.exec(text);
    if (match) return hebrew(match);
  }
  return TEMPLATE_TEXTS_HE.get(text);
};
