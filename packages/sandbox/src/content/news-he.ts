/**
 * Hebrew texts of the seeded news (issue 32: the il site's language), as news-ru.ts lays them out:
 * tags by id, headlines and leads by the English headline they translate (news-store.ts
 * HEADLINES), and the closing line of every news text.
 */
export const NEWS_TAGS_HE: Record<number, string> = {
  1: 'החברה',
  2: 'מוצרים',
  3: 'אקולוגיה',
  4: 'אירועים',
  5: 'טיולים',
  6: 'צדקה',
  7: 'עסקים',
};

export const HEADLINES_HE: Record<string, [title: string, lead: string]> = {
  'The company opens a new regional warehouse': [
    'החברה פותחת מחסן אזורי חדש',
    'מעכשיו ההזמנות מגיעות ללקוחות באזור מהר יותר ביומיים.',
  ],
  'Annual results: the partner community keeps growing': [
    'סיכום השנה: קהילת השותפים ממשיכה לגדול',
    'השנה הצטרפו אלינו יותר שותפים מאשר בכל שנה קודמת.',
  ],
  'A new office opens its doors': ['משרד חדש פותח את שעריו', 'במשרד החדש שותפים יכולים לאסוף הזמנות ולקיים הדרכות.'],
  'New laundry sheets without plastic packaging': [
    'דפי כביסה חדשים בלי אריזת פלסטיק',
    'דפים מרוכזים מחליפים בקבוק שלם של ג׳ל כביסה.',
  ],
  'A face care line with peptides arrives': [
    'מגיע קו חדש לטיפוח הפנים עם פפטידים',
    'ארבעה מוצרים לטיפוח יומיומי, שנבדקו על ידי רופאי עור.',
  ],
  'Omega-3 complex in a new formula': ['קומפלקס אומגה 3 בנוסחה חדשה', 'מינון גבוה יותר בכמוסה קטנה יותר, מדגי בר.'],
  'Microfibre cloths get a new weave': [
    'למטליות המיקרופייבר יש אריגה חדשה',
    'המטליות אוספות עכשיו עוד יותר אבק, בלי חומרים כימיים.',
  ],
  'Partners planted a forest of ten thousand trees': [
    'השותפים נטעו יער של עשרת אלפים עצים',
    'מבצע הנטיעות של האביב התקיים בחמישה אזורים.',
  ],
  'Recycling points for used packaging': [
    'נקודות מיחזור לאריזות משומשות',
    'הביאו בקבוקים ריקים למשרד וקבלו נקודות בונוס.',
  ],
  'How to clean the kitchen without harsh chemicals': [
    'איך לנקות את המטבח בלי כימיקלים חריפים',
    'חמישה הרגלים ששומרים על מטבח נקי ועל אוויר צח.',
  ],
  'The leaders forum gathers three thousand partners': [
    'פורום המובילים מכנס שלושת אלפים שותפים',
    'יומיים של הדרכות, טקסי הוקרה והשקות מוצרים חדשים.',
  ],
  'Registration for the summer business school opens': [
    'נפתחה ההרשמה לבית הספר לעסקים של הקיץ',
    'שבוע של תרגול מעשי לשותפים חדשים ולחונכים שלהם.',
  ],
  'The online marathon of healthy habits starts': [
    'מתחיל מרתון אונליין של הרגלים בריאים',
    'שלושים יום, שלושים צעדים קטנים לבית ירוק יותר.',
  ],
  'Leaders travel to the islands': ['המובילים יוצאים לאיים', 'השותפים המצטיינים של השנה זכו בטיול אל הים.'],
  'New travel promotion for the autumn': [
    'מבצע טיולים חדש לסתיו',
    'עמדו בתנאי הדרגה בתוך שלושה חודשים והצטרפו לשייט של החברה.',
  ],
  'Charity fund supports children’s hospitals': [
    'קרן הצדקה תומכת בבתי חולים לילדים',
    'מתרומות השותפים נרכש ציוד לשלוש מרפאות.',
  ],
  'Clean shores: volunteers collect two tonnes of waste': [
    '"חופים נקיים": מתנדבים אספו שני טונות של פסולת',
    'השותפים ובני משפחותיהם ניקו את גדות הנהר.',
  ],
  'The marketing plan gets a new rank': [
    'דרגה חדשה בתוכנית השיווק',
    'מעכשיו שותפים יכולים להגיע לדרגת "דירקטור אמרלד".',
  ],
  'Online registration of partners becomes easier': [
    'ההרשמה המקוונת של שותפים נעשית פשוטה יותר',
    'שותף חדש יכול להצטרף מהטלפון בתוך שלוש דקות.',
  ],
  'Bonuses are now paid out weekly': ['הבונוסים משולמים מעכשיו מדי שבוע', 'השותפים מקבלים את הבונוסים בכל יום שני.'],
};

/** The closing line of a news text: its year and its first tag's name. */
export const newsClosingHe = (year: string, tag: string): string =>
  `הידיעה פורסמה באתר החברה בשנת ${year}. פרטים נוספים במדור "${tag}" או אצל הספונסר שלכם.`;
