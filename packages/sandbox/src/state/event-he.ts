import type { SandboxEvent } from './event-catalog.js';

/**
 * Hebrew texts of the seeded events (issue 32: the il site's language), as event-ru.ts lays them
 * out: name, city and address by event id, descriptions by kind, packages by their English name.
 * Venues keep the Latin names they are signed with.
 */
export const EVENTS_HE: Record<number, { name: string; city: string; address: string }> = {
  101: { name: 'פורום האביב של Greenway 2025', city: 'מוסקבה', address: 'קרוקוס אקספו, רחוב מז׳דונרודנאיה 16' },
  102: { name: 'בית הספר למנהיגות — סוצ׳י 2025', city: 'סוצ׳י', address: 'Radisson Collection, שדרות קורורטני 103' },
  103: { name: 'פורום Greenway — אלמטי 2025', city: 'אלמטי', address: 'ארמון הרפובליקה, שדרות דוסטיק 56' },
  104: { name: 'פורום Greenway — מינסק 2026', city: 'מינסק', address: 'Prime Hall, שדרות פוביידיטלי 65' },
  105: { name: 'פורום השנה החדשה — קאזאן 2026', city: 'קאזאן', address: 'קאזאן אקספו, רחוב ויסטבוצ׳נאיה 1' },
  106: { name: 'בית הספר למנהיגות — דובאי 2027', city: 'דובאי', address: 'Jumeirah Beach Hotel, רחוב ג׳ומיירה' },
  107: { name: 'פורום האביב של Greenway 2027', city: 'מוסקבה', address: 'קרוקוס אקספו, רחוב מז׳דונרודנאיה 16' },
  108: { name: 'פורום Greenway — טשקנט 2027', city: 'טשקנט', address: 'אוזאקספוסנטר, רחוב אמיר טימור 107' },
  109: { name: 'הפורום האירופי של Greenway — מילאנו 2027', city: 'מילאנו', address: 'MiCo, Viale Eginardo 2' },
  110: {
    name: 'השייט הירוק 2027: איסטנבול, אתונה, רומא',
    city: 'איסטנבול',
    address: 'מסוף השייט Galataport, קיליץ׳ עלי פאשה',
  },
  111: { name: 'בית הספר למנהיגות — אלטאי 2027', city: 'גורנו־אלטאיסק', address: 'Altai Resort, גדת נהר הקאטון' },
  112: { name: 'ערב הגאלה של Greenway בארנה 2027', city: 'סנקט פטרבורג', address: 'SKA Arena, שדרות פטרובסקי 2' },
};

export const EVENT_DESCRIPTIONS_HE: Record<SandboxEvent['kind'], string> = {
  forum: '<p>יומיים של השקות מוצרים חדשים, הדרכות של מובילים בכירים וטקס הוקרה לסיכום העונה.</p>',
  'leadership-school': '<p>חמישה ימי הכשרה במנהיגות לשותפים מדרגת "מוביל" ומעלה, כולל אימון צוותי.</p>',
  cruise: '<p>שבוע בים לשותפים המצטיינים של השנה: הדרכות על הסיפון וסיורים בחוף.</p>',
};

export const EVENT_PACKAGES_HE: Record<string, [name: string, description: string]> = {
  'Training only': ['הדרכה בלבד', 'מפגשים, חומרי לימוד וארוחות צהריים'],
  'Hotel, single room': ['מלון, חדר ליחיד', 'לינה בכל לילות בית הספר'],
  'Hotel, shared room': ['מלון, חדר משותף', 'לינה בחדר אחד עם משתתף נוסף'],
  Transfer: ['הסעות', 'הסעה משדה התעופה ובחזרה'],
  'Inside cabin': ['תא פנימי', 'שתי מיטות, ללא חלון'],
  'Ocean view cabin': ['תא עם נוף לים', 'שתי מיטות, עם חלון'],
  'Balcony cabin': ['תא עם מרפסת', 'שתי מיטות ומרפסת פרטית'],
  Excursions: ['סיורים', 'סיורים מודרכים באתונה וברומא'],
};
