import type { Blocks } from './corporate-ru.js';

/**
 * Hebrew names of the sites' countries by site code (issue 32: the il site's language), as
 * corporate-ru.ts names them in Russian; they fill `{country}` in the Hebrew office pages.
 */
export const SITE_NAMES_HE: Record<string, string> = {
  ru: 'רוסיה',
  by: 'בלארוס',
  ua: 'אוקראינה',
  kz: 'קזחסטן',
  uz: 'אוזבקיסטן',
  kg: 'קירגיזסטן',
  tj: 'טג׳יקיסטן',
  am: 'ארמניה',
  az: 'אזרבייג׳ן',
  ge: 'גאורגיה',
  md: 'מולדובה',
  eu: 'אירופה',
  it: 'איטליה',
  rs: 'סרביה',
  al: 'אלבניה',
  tr: 'טורקיה',
  il: 'ישראל',
  eg: 'מצרים',
  ma: 'מרוקו',
  mn: 'מונגוליה',
  vn: 'וייטנאם',
  th: 'תאילנד',
  my: 'מלזיה',
  sg: 'סינגפור',
  us: 'ארצות הברית',
  mx: 'מקסיקו',
  ar: 'ארגנטינה',
  pe: 'פרו',
  co: 'קולומביה',
  rc: 'הרשמת שותפים',
  compliance: 'ציות',
  company: 'החברה',
};

export const SEO_KEYWORDS_HE = 'מוצרים אקולוגיים, חומרי ניקוי לבית, קוסמטיקה, תוספי תזונה, עסק עצמאי';

/** Page titles and SEO descriptions; `{country}` and `{phone}` are filled for the site. */
export const PAGES_HE: Record<string, { title: string; seoTitle: string; description: string }> = {
  home: {
    title: 'Greenway: מוצרים אקולוגיים ועסק',
    seoTitle: 'מוצרים אקולוגיים ועסק',
    description: 'Greenway ב{country}: מוצרים ידידותיים לסביבה לבית, קוסמטיקה ותוספי תזונה.',
  },
  opportunities: {
    title: 'הזדמנויות',
    seoTitle: 'הזדמנויות',
    description: 'הצטרפו כשותפים: הנחות, בונוסים, טיולים ועסק משלכם.',
  },
  eco: {
    title: 'אקולוגיה',
    seoTitle: 'אקולוגיה',
    description: 'כך אנחנו שומרים על הטבע: נוסחאות, אריזות, נטיעת עצים ומיחזור.',
  },
  company: {
    title: 'החברה',
    seoTitle: 'החברה',
    description: 'Greenway: הסיפור שלנו, הייצור והערכים.',
  },
};

export const BLOCKS_HE: Record<string, Blocks> = {
  home: {
    intro: ['מוצרים אקולוגיים לכל בית', '<p>מוצרים לבית, קוסמטיקה ותוספי תזונה שנוצרו מתוך דאגה לטבע.</p>'],
    products: ['המוצרים שלנו', '<p>יותר מ־1,000 מוצרים של המותגים שלנו, מג׳לי כביסה ועד ויטמינים.</p>'],
    company: ['על החברה', '<p>ייצור עצמי, מעבדה וקהילת שותפים ב־30 מדינות.</p>'],
    opportunities: ['הזדמנויות', '<p>קנו במחירי שותפים, המליצו על המוצרים לחברים ובנו עסק משלכם.</p>'],
    travel: ['טיילו איתנו', '<p>שותפים זוכים בנסיעות לפורומים, לבתי הספר למנהיגות ולשייט של החברה.</p>'],
    carbonus: ['בונוס רכב', '<p>מדרגת "דירקטור" ומעלה החברה עוזרת לרכוש רכב.</p>'],
    eco: ['אכפת לנו מהטבע', '<p>נטיעת עצים, נקודות איסוף לאריזות ונוסחאות מתכלות.</p>'],
    news: ['חדשות', '<p>מה חדש בחברה ובחנות.</p>'],
    contacts: ['יצירת קשר', '<p>Greenway ב{country}: {phone}, כל יום בין 9:00 ל־21:00.</p>'],
  },
  opportunities: {
    discount: ['חיסכון של עד 30%', '<p>שותפים קונים כל מוצר במחיר שותף.</p>'],
    income: ['הכנסה נוספת', '<p>המליצו על המוצרים וקבלו בונוסים מהקניות של הלקוחות והצוות שלכם — תשלום בכל שבוע.</p>'],
    career: ['קריירה', '<p>דרגות מיועץ ועד דירקטור אמרלד, ובדרך — בונוס רכב וטיולים.</p>'],
    join: ['הצטרפות', '<p>ההרשמה ב{country} חינמית ואורכת שלוש דקות.</p>'],
  },
  eco: {
    formulas: ['נוסחאות בטוחות', '<p>חומרים פעילי שטח צמחיים שמתפרקים תוך 28 יום.</p>'],
    packaging: ['פחות פלסטיק', '<p>אריזות מילוי, תרכיזים ואריזות שניתנות למיחזור.</p>'],
    trees: ['נטיעת עצים', '<p>מאז 2021 נטעו השותפים יותר מ־100,000 עצים.</p>'],
    recycling: ['נקודות איסוף לאריזות', '<p>הביאו בקבוקים ריקים למשרד החברה וקבלו נקודות אקו.</p>'],
  },
  company: {
    history: ['ההיסטוריה', '<p>החברה התחילה ב־2013 עם מטלית מיקרופייבר אחת, והיום היא מייצרת יותר מ־1,000 מוצרים.</p>'],
    production: ['ייצור', '<p>מפעלים ומעבדה משלנו בודקים כל אצווה.</p>'],
    geography: ['גאוגרפיה', '<p>שותפים ביותר מ־30 מדינות.</p>'],
    values: ['ערכים', '<p>טבע, בריאות והחופש לבנות עסק משלכם.</p>'],
  },
  /** The site's main data blocks (GET /main/). */
  site: {
    footer_copyright: ['', '© 2013–2026 Greenway. {country}.'],
    footer_legal: ['מידע משפטי', ''],
    app_banner: ['Greenway בטלפון שלכם', '<p>הזמינו ועקבו אחרי הצוות שלכם באפליקציה.</p>'],
  },
};

/** Genders of the registration and profile forms by id. */
export const GENDERS_HE: Record<number, string> = { 1: 'נקבה', 2: 'זכר' };
