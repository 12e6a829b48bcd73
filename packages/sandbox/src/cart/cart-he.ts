import type { CALCULATION_TEXTS } from './cart-ru.js';

/**
 * Hebrew texts of the cart (issue 32: the il site's language), as cart-ru.ts lays them out: the
 * promotions by id, with `{threshold}` for the amount from which each applies, and the
 * calculation's notes and messages with the same placeholders.
 */
export const PROMOTIONS_HE: Record<number, [name: string, description: string]> = {
  9001: ['מטלית מיקרופייבר בהזמנה מ־{threshold}', 'המטלית מתווספת בחינם'],
  9002: ['תה צמחים לבחירה בהזמנה מ־{threshold}', 'בחרו אחד מסוגי התה — הוא בחינם'],
  9003: ['מגבת במבוק בהזמנה מ־{threshold}', 'המגבת מתווספת בחינם'],
};

export const CALCULATION_TEXTS_HE: Record<keyof typeof CALCULATION_TEXTS, string> = {
  unknownCity: 'עיר לא מוכרת',
  notReached: 'שיטת המשלוח הזו אינה זמינה בעיר {city}',
  free: 'חינם',
  chooseCity: 'בחרו עיר כדי לראות את עלות המשלוח',
  preorder: 'אזל מהמלאי, אפשר להזמין מראש: {codes}',
  overStock: 'בחלק מהשורות הכמות גדולה ממה שיש במלאי',
  notForBonuses: 'את חלק מהמוצרים אי אפשר לשלם בבונוסים',
  recounted: 'המוצרים שבתשלום בבונוסים חושבו מחדש לפי יתרת הבונוסים',
  bonusLimit: 'בבונוסים אפשר לשלם עד {amount}',
  nextPromotion: 'הוסיפו מוצרים בעוד {amount}: {promotion}',
};
