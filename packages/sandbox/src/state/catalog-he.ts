/**
 * Hebrew texts of the seeded catalogue (issue 32: the il site's language), keyed like
 * catalog-ru.ts: product names by the seed's noun (or the kit's own name), sections and
 * subsections by path, brands by path, banners by id, product details by subsection. Brand names
 * stay Latin, as the shops show them.
 */

/** Product nouns of state/catalog.ts NOUNS and the names of the kits and services. */
export const PRODUCT_NAMES_HE: Record<string, string> = {
  'Herbal toothpaste': 'משחת שיניים צמחית',
  'Whitening toothpaste': 'משחת שיניים להלבנה',
  Mouthwash: 'מי פה',
  'Bamboo toothbrush': 'מברשת שיניים מבמבוק',
  'Shaving foam': 'קצף גילוח',
  'Aftershave balm': 'באלם לאחר גילוח',
  'Beard oil': 'שמן לזקן',
  'Pet shampoo': 'שמפו לחיות מחמד',
  'Paw balm': 'באלם לכפות',
  'Pet ear cleaner': 'תרחיץ לניקוי אוזני חיות מחמד',
  'Pet dental gel': 'ג׳ל שיניים לחיות מחמד',
  'Odour remover': 'מנטרל ריחות',
  'Litter tray cleaner': 'תכשיר לניקוי ארגז חול',
  'Pet stain remover': 'מסיר כתמים של חיות מחמד',
  'Laundry gel': 'ג׳ל כביסה',
  'Stain remover': 'מסיר כתמים',
  'Fabric softener': 'מרכך כביסה',
  'Laundry sheets': 'דפי כביסה',
  'Dishwashing gel': 'ג׳ל לשטיפת כלים',
  'Dishwasher tablets': 'טבליות למדיח כלים',
  'Oven cleaner': 'תכשיר לניקוי תנורים',
  'Fruit and vegetable wash': 'תכשיר לשטיפת פירות וירקות',
  'Glass cleaner': 'תכשיר לניקוי זכוכית',
  'Bathroom foam': 'קצף לניקוי חדר הרחצה',
  'Floor cleaner': 'תכשיר לניקוי רצפות',
  'All-purpose spray': 'תרסיס ניקוי רב־תכליתי',
  'Cleansing foam': 'קצף לניקוי הפנים',
  'Day cream': 'קרם יום לפנים',
  'Serum with peptides': 'סרום עם פפטידים',
  'Micellar water': 'מים מיסלריים',
  'Shower gel': 'ג׳ל רחצה',
  'Body lotion': 'תחליב גוף',
  'Hand cream': 'קרם ידיים',
  'Natural deodorant': 'דאודורנט טבעי',
  'Herbal shampoo': 'שמפו צמחי',
  'Repair conditioner': 'מרכך משקם לשיער',
  'Hair mask': 'מסכה לשיער',
  'Omega-3 complex': 'קומפלקס אומגה 3',
  'Collagen drink': 'משקה קולגן',
  'Probiotic complex': 'קומפלקס פרוביוטיקה',
  'Magnesium B6': 'מגנזיום B6',
  'Vitamin D3': 'ויטמין D3',
  'Multivitamin for adults': 'מולטי־ויטמין למבוגרים',
  'Vitamin C with rosehip': 'ויטמין C עם ורד בר',
  'Evening herbal tea': 'תה צמחים לערב',
  'Detox tea': 'תה דטוקס',
  'Immunity tea': 'תה לחיזוק מערכת החיסון',
  'Microfibre cloth for glass': 'מטלית מיקרופייבר לזכוכית',
  'Universal cleaning cloth': 'מטלית ניקוי אוניברסלית',
  'Kitchen sponge set': 'סט ספוגים למטבח',
  'Bamboo towel': 'מגבת במבוק',
  'Sports towel': 'מגבת ספורט',
  'Baby shampoo': 'שמפו לתינוקות',
  'Baby bath foam': 'קצף אמבט לתינוקות',
  'Baby laundry gel': 'ג׳ל כביסה לבגדי תינוקות',
  'Baby stain remover': 'מסיר כתמים לבגדי תינוקות',
  'Partner start kit': 'ערכת פתיחה לשותף',
  'Newbie starter set': 'ערכת התחלה למצטרפים חדשים',
  'Turbo set: home cleaning': 'ערכת טורבו: ניקיון הבית',
  'Online course: eco home in 30 days': 'קורס אונליין: בית ירוק ב־30 יום',
  'Personal consultation with a nutritionist': 'ייעוץ אישי עם תזונאית',
  'Audio book: the green business': 'ספר שמע: העסק הירוק',
};

/** Sections and subsections by path. */
export const SECTION_NAMES_HE: Record<string, string> = {
  household: 'מוצרים לבית',
  laundry: 'כביסה',
  kitchen: 'מטבח',
  cleaning: 'ניקיון',
  cosmetics: 'קוסמטיקה',
  face: 'טיפוח הפנים',
  body: 'טיפוח הגוף',
  hair: 'טיפוח השיער',
  health: 'בריאות',
  supplements: 'תוספי תזונה',
  vitamins: 'ויטמינים',
  teas: 'תה צמחים',
  textiles: 'טקסטיל',
  cloths: 'מטליות ניקוי',
  towels: 'מגבות',
  kids: 'לילדים',
  bath: 'רחצה',
  'kids-laundry': 'כביסת ילדים',
  'personal-care': 'היגיינה אישית',
  oral: 'היגיינת הפה',
  shaving: 'גילוח',
  pets: 'לחיות המחמד',
  'pet-care': 'טיפוח חיות מחמד',
  'pet-cleaning': 'ניקיון אחרי חיות מחמד',
};

export const BRAND_TEXTS_HE: Record<string, string> = {
  aquamagic: 'מטליות וטקסטיל ממיקרופייבר שמנקים במים בלבד, בלי חומרי ניקוי.',
  biotrim: 'ג׳לים ואבקות מרוכזים לבית על בסיס חומרים פעילי שטח צמחיים, בטוחים לבורות ספיגה.',
  'pure-ocean': 'קוסמטיקה עם מינרלים ימיים ותמציות אצות לפנים, לגוף ולשיער.',
  'green-balance': 'תוספי תזונה וויטמינים המיוצרים לפי תקן GMP.',
  timecode: 'טיפוח נגד הזדקנות עם פפטידים וחומצה היאלורונית.',
  fitomax: 'תה צמחים ותרכובות צמחיות מצמחי הרי אלטאי.',
  'eco-home': 'מוצרים לניקיון יומיומי באריזה רב־פעמית.',
  'kids-nature': 'מוצרים עדינים והיפואלרגניים לילדים, שנבדקו על ידי רופאי ילדים.',
};

/** Banner titles of catalogue-texts.ts BANNERS by id. */
export const BANNER_TITLES_HE: Record<number, string> = {
  1: 'מבצע הסתיו: הנחות של עד 25%',
  2: 'חדש: טיפוח פנים עם פפטידים',
  3: 'אילו תוספי תזונה מתאימים דווקא לכם? עשו את המבחן',
  4: 'בית נקי בלי כימיקלים',
};

/** Product page details by subsection, like catalogue-texts.ts DETAILS. */
export const DETAILS_HE: Record<string, { composition: string; usage: string; volume: string }> = {
  laundry: {
    composition: 'מים, חומרים פעילי שטח לא־יוניים ממקור צמחי (5–15%), נתרן ציטרט, אנזימים, בושם טבעי.',
    usage: '20 מ״ל ל־4–5 ק״ג כביסה, ובלכלוך קשה 40 מ״ל. מתאים לכל הבדים מלבד צמר ומשי.',
    volume: '1 ליטר',
  },
  kitchen: {
    composition: 'מים, קוקו גלוקוזיד, נתרן לאוריל סולפואצטט, גליצרין, חומצת לימון, שמן אתרי של לימון.',
    usage: 'שימו כמה טיפות על ספוג לח, שטפו את הכלים והדיחו במים.',
    volume: '500 מ״ל',
  },
  cleaning: {
    composition: 'מים, אלכוהול ממקור צמחי, דציל גלוקוזיד, חומצת לימון.',
    usage: 'רססו על המשטח ממרחק 20 ס״מ ונגבו במטלית מיקרופייבר יבשה.',
    volume: '500 מ״ל',
  },
  face: {
    composition: 'Aqua, glycerin, squalane, palmitoyl tripeptide-5, sodium hyaluronate, aloe leaf juice.',
    usage: 'מרחו על עור נקי של הפנים והצוואר בבוקר ובערב.',
    volume: '50 מ״ל',
  },
  body: {
    composition: 'Aqua, coco-glucoside, glycerin, חמאת שיאה, שמן אשחר, tocopherol.',
    usage: 'מרחו על עור לח, עסו ושטפו (את התחליבים והקרמים אין צורך לשטוף).',
    volume: '250 מ״ל',
  },
  hair: {
    composition: 'Aqua, sodium cocoyl isethionate, תמצית סרפד, שמן ברקן, panthenol.',
    usage: 'מרחו על שיער רטוב, הקציפו ושטפו. מתאים לשימוש יומיומי.',
    volume: '300 מ״ל',
  },
  supplements: {
    composition: 'החומרים הפעילים במנה יומית — לפי הכתוב על האריזה; מעטפת הכמוסה: ג׳לטין, גליצרין.',
    usage: 'למבוגרים: כמוסה אחת פעמיים ביום עם הארוחה, במשך חודש. אינו תרופה.',
    volume: '60 כמוסות',
  },
  vitamins: {
    composition: 'ויטמינים ומינרלים במנה יומית — לפי הכתוב על האריזה; חומר מילוי: תאית.',
    usage: 'למבוגרים: טבלייה אחת ביום עם הארוחה. אינו תרופה.',
    volume: '60 טבליות',
  },
  teas: {
    composition: 'פרחי קמומיל, עלי מליסה, עלי נענע, פרחי טיליה.',
    usage: 'חלטו שקיק אחד ב־200 מ״ל מים רותחים והשהו 5–7 דקות.',
    volume: '20 שקיקים',
  },
  cloths: {
    composition: '80% פוליאסטר, 20% פוליאמיד (מיקרופייבר מפוצל).',
    usage: 'הרטיבו את המטלית, סחטו ונגבו את המשטח. כביסה בטמפרטורה של עד 60 °C, בלי מרכך.',
    volume: 'יחידה אחת, 30 × 30 ס״מ',
  },
  towels: {
    composition: '70% ויסקוזה מבמבוק, 30% כותנה.',
    usage: 'לפני השימוש הראשון כבסו ב־40 °C. אל תשתמשו במרכך כביסה.',
    volume: 'יחידה אחת, 50 × 90 ס״מ',
  },
  bath: {
    composition: 'Aqua, coco-glucoside, glycerin, תמצית קלנדולה, תמצית קמומיל.',
    usage: 'מרחו מעט מהתכשיר על העור או השיער הלחים של הילד, הקציפו בעדינות ושטפו. לא צורב בעיניים.',
    volume: '250 מ״ל',
  },
  'kids-laundry': {
    composition: 'מים, חומרים פעילי שטח ממקור צמחי (5–15%), סבון, נתרן ציטרט. ללא בושם.',
    usage: '20 מ״ל ל־4–5 ק״ג בגדי ילדים. נשטף לגמרי.',
    volume: '1 ליטר',
  },
};

/** The texts of a product page besides the subsection's details. */
export const PRODUCT_TEXTS_HE = {
  service: (name: string) =>
    `${name} — שירות אונליין של החברה. הגישה נפתחת לאחר התשלום; הקישור יישלח לדואר שלכם באזור האישי.`,
  serviceUsage: 'פתחו את הקישור מהדואר באזור האישי בתוך 30 יום מהתשלום.',
  audio: (name: string) => `${name}. להאזנה באזור האישי: "הזמנות" ← "מדיטציות ואודיו".`,
  audioVolume: '3 שע׳ 40 דק׳',
  kit: 'ערכה של המוצרים הנמכרים ביותר של החברה; היא מתווספת לסל בנפרד משאר המוצרים.',
  eco: (name: string) => `${name} — מוצר אקולוגי של החברה, ללא פוספטים, כלור ופרבנים.`,
  declaration: 'הצהרת התאמה',
  registration: 'תעודת רישום ממשלתי',
  promotion: { name: 'מבצע הסתיו', description: 'מחיר מוזל עד סוף החודש' },
};

/** The catalogue's filter names and "for whom" values by id (listing.ts). */
export const FILTER_NAMES_HE: Record<string, string> = {
  brand: 'מותג',
  section: 'קטגוריה',
  gender: 'למי',
};

export const GENDER_NAMES_HE: Record<number, string> = {
  1: 'לנשים',
  2: 'לגברים',
  3: 'לילדים',
};

/** The shop menu's CMS blocks by key. */
export const SHOP_BLOCKS_HE: Record<string, [title: string, text: string]> = {
  catalogue_pdf: ['קטלוג', 'סתיו–חורף 2026'],
  eco_green: ['Eco green', 'מוצרים עם תו אקולוגי'],
};
