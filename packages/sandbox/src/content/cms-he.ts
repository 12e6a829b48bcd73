import { LEGAL_PAGES_HE } from './legal-he.js';
import type { CmsPage } from './legal-pages.js';

/**
 * Hebrew texts of the corporate CMS pages by path (issue 32: the il site's language), in the same
 * sections as the English ones (legal-pages.ts); `{country}`, `{currency}` and `{phone}` are
 * filled for the site, `{country}` right after the preposition ב־ ("ב{country}" reads "בישראל").
 * The legal pages' texts are in legal-he.ts.
 */
export const CMS_PAGES_HE: Record<string, Omit<CmsPage, 'path'>> = {
  ...LEGAL_PAGES_HE,
  '/how-to-buy': {
    title: 'איך קונים',
    sections: [
      [
        'בחרו מוצרים',
        'בחרו מוצרים לפי מותג או קטגוריה, או השתמשו בחיפוש. הוסיפו מוצרים לסל — הוא ישמור אותם בזמן שאתם ממשיכים בקניות.',
      ],
      [
        'התחברו או הזמינו עם קוד הפניה',
        'לקוחות ושותפים מתחברים לחשבון שלהם. מבקר יכול להזמין גם עם קוד ההפניה של שותף — והשותף יהיה היועץ שלו.',
      ],
      [
        'משלוח ותשלום',
        'בקופה בחרו משלוח עם שליח, נקודת איסוף או משרד של החברה, ואז שלמו בכרטיס, מהחשבון הפנימי או באמצעי תשלום אחר הזמין ב{country}. המחירים נקובים ב־{currency}.',
      ],
      [
        'קבלת ההזמנה',
        'תקבלו SMS ומייל כשההזמנה תישלח וכשתגיע לנקודת האיסוף. אשרו את הקבלה באזור האישי כדי שהנקודות על ההזמנה ייזקפו לזכותכם.',
      ],
    ],
  },
  '/production': {
    title: 'ייצור',
    sections: [
      ['המפעלים שלנו', 'את מוצרי הבית והקוסמטיקה החברה מייצרת במפעלים שלה — מחזור מלא, מפיתוח הנוסחה ועד האריזה.'],
      ['בקרת איכות', 'לפני שהיא מגיעה למחסן, כל אצווה נבדקת במעבדה שלנו לבטיחות וליעילות.'],
      ['אקולוגיה', 'הנוסחאות מתכלות, האריזות ניתנות למיחזור, ופסולת הייצור ממוינת ומנוצלת מחדש.'],
    ],
  },
  '/geography': {
    title: 'גאוגרפיה',
    sections: [
      ['איפה אנחנו פועלים', 'החברה פועלת ביותר מ־30 מדינות באירופה, באסיה ובאמריקה.'],
      ['ב{country}', 'ההזמנות ב{country} נשלחות מהמחסן האזורי; כדי למצוא משרד התקשרו למספר {phone}.'],
    ],
  },
  '/geography/markets': {
    title: 'GW Markets',
    sections: [
      ['מה זה GW Market', 'GW Market היא חנות שמנהל שותף: כאן קונים יכולים לראות, לנסות ולקנות את המוצרים שלנו.'],
      ['פתחו חנות משלכם', 'שותפים בדרגת "מוביל" ומעלה יכולים לפתוח GW Market בעיר שלהם.'],
    ],
  },
};

/** The CMS pages' own block (static_objects.updated). */
export const CMS_UPDATED_HE: [title: string, text: string] = ['עודכן', '1 בספטמבר 2026'];

/** Titles of the corporate pages the site search finds besides the CMS ones, by path. */
export const PAGE_TITLES_HE: Record<string, string> = {
  '/company': 'החברה',
  '/eco': 'אקולוגיה',
  '/opportunities': 'הזדמנויות',
  '/news': 'חדשות',
  '/shop/dietary-supplements-test': 'מבחן: אילו תוספי תזונה מתאימים לכם',
};
