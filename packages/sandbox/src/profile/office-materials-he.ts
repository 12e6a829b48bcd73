/**
 * Hebrew texts of the office's own materials (issue 32: the il site's language), as
 * office-materials-ru.ts lays them out: achievements by id, eco figures by name with their unit
 * symbols, the eco projects by id, the audio records by position, and the promos by page. Names
 * the company keeps as brands (Greenway Academy, Eco Home, Green Cruise) stay in Latin letters.
 */
export const ACHIEVEMENTS_HE: Record<number, [name: string, description: string]> = {
  1: ['הזמנה ראשונה', 'בוצעה ההזמנה הראשונה בחנות'],
  2: ['שותף ראשון', 'הוזמן השותף הראשון לצוות'],
  3: ['צוות של עשרה', 'עשרה אנשים במבנה'],
  4: ['צוות של מאה', 'מאה אנשים במבנה'],
  5: ['אורח בפורום', 'השתתפות בפורום של החברה'],
  6: ['עשר שנים עם Greenway', 'עשר שנים מאז ההרשמה'],
};

export const ECO_STAT_TITLES_HE: Record<string, string> = {
  'Plastic not thrown away': 'פלסטיק שלא נזרק',
  'Water kept clean': 'מים שנשמרו נקיים',
  'Trees planted for your orders': 'עצים שניטעו בזכות ההזמנות שלכם',
  'Trees planted': 'עצים שניטעו',
  'Plastic collected': 'פלסטיק שנאסף',
  'Shoreline cleaned': 'קו חוף שנוקה',
  Volunteers: 'מתנדבים',
};

export const ECO_UNITS_HE: Record<string, string> = {
  kg: 'ק״ג',
  l: 'ליטר',
  pcs: 'יח׳',
  t: 'טון',
  km: 'ק״מ',
  people: 'אנשים',
};

export const ECO_PROJECTS_HE: Record<number, [name: string, description: string]> = {
  1: ['יער Greenway', 'השותפים והחברה נוטעים יערות באזורים שנפגעו משריפות.'],
  2: ['חופים נקיים', 'ימי ניקיון בהתנדבות באגם באיקל, על גדות הוולגה ובחופי הים השחור.'],
  3: ['נקודות מילוי חוזר', 'חנויות מקבלות בקבוקים ריקים למילוי חוזר, במקום שיגיעו להטמנה.'],
};

/** Audio authors: the product lines' and the company's names stay as they are, "team" is Hebrew. */
export const AUDIO_AUTHORS_HE: Readonly<Record<string, string>> = {
  'Eco Home team': 'צוות Eco Home',
  'Pure Ocean team': 'צוות Pure Ocean',
  'BioTrim team': 'צוות BioTrim',
};

/** Audio records by their position in the list (id − 1). */
export const AUDIO_TITLES_HE: readonly string[] = [
  'העסק הירוק, פרק 1: למה אקו',
  'העסק הירוק, פרק 2: הלקוחות הראשונים שלכם',
  'העסק הירוק, פרק 3: בניית צוות',
  'העסק הירוק, פרק 4: מנהיגות',
  'העסק הירוק, פרק 5: עשר שנים קדימה',
  'פודקאסט: איך תרכיזים מחליפים מדף שלם של חומרי ניקוי',
  'פודקאסט: טיפוח העור בלי פרבנים',
  'פודקאסט: ויטמינים — מה אומר המחקר',
  'פודקאסט: החודש הראשון של שותף חדש',
  'פודקאסט: איך לדבר על במת הפורום',
  'פודקאסט: לטייל עם חשבון הנסיעות',
  'פודקאסט: מטבח בלי פסולת',
];

export const PROMOS_HE: Record<string, [title: string, content: string]> = {
  cruise: ['Green Cruise 2027: זכו במקום בתא', '<p>צברו את נקודות השייט עד סוף מרץ והפליגו מאיסטנבול לרומא.</p>'],
  'too-fast-too-furious': ['מהיר ועצבני 2', '<p>שתי דרגות חדשות בתוך שלושה חודשים מזכות בבונוס כפול.</p>'],
  'pro-grade': ['צמיחה מקצועית', '<p>הגדילו את המחזור הקבוצתי חודש אחרי חודש וקבלו גישה להכשרה המקצועית.</p>'],
  'new-year-boom': ['בום השנה החדשה', '<p>מארזי מתנה במחירי חג ונקודות נוספות על כל הזמנה.</p>'],
  'summer-start': ['זינוק הקיץ 2026', '<p>בונוס הצטרפות לשותפים שהצטרפו אלינו הקיץ.</p>'],
};
