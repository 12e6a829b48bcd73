import type { PAYOUT_TEXTS } from './payout-ru.js';

/**
 * Hebrew texts of the payout screens (issue 32: the il site's language), as payout-ru.ts lays them
 * out: the list's message, refusals and field errors, the company offer's text, the international
 * form's field labels and the card-payout business types. PDF documents stay English.
 */
export const PAYOUT_TEXTS_HE: Record<keyof typeof PAYOUT_TEXTS, string> = {
  lowBalance: 'אין בחשבון הפנימי מספיק כסף לתשלום',
  allRequested: 'כבר הוגשו בקשות תשלום עבור התקופות הסגורות',
  amountRange: 'מ־{min} עד {max}',
  periodClosed: 'לא ניתן לבקש תשלום עבור התקופה הזו',
  unknownCompany: 'חברה לא מוכרת לקבלת תשלומים',
  offerFirst: 'יש לאשר תחילה את הצעת ההסכם של החברה',
  notEnough: 'אין מספיק כסף בחשבון הפנימי',
  alreadySigned: 'התשלום הזה כבר נחתם',
  wrongCode: 'הקוד שגוי או שתוקפו פג',
  noInvoiceExpected: 'התשלום הזה לא ממתין לחשבונית',
  termsFirst: 'יש לאשר תחילה את תנאי התשלומים הבינלאומיים',
  currencyNotOffered: 'לא מתבצעים תשלומים במטבע הזה',
  required: 'שדה חובה',
  chooseOne: 'יש לבחור אחד מהערכים: {options}',
  wrongFormat: 'פורמט שגוי',
  unknownBusinessType: 'סוג עסק לא מוכר',
  businessTypeTaken: 'כבר קיים חשבון מהסוג הזה',
  nothingToFinish: 'החשבון במצב "{status}": אין מה להשלים',
  unknownFiles: 'אין קובץ שהועלה עם המספר {ids}',
  vatTaken: 'חברה עם מספר העוסק הזה כבר נוספה',
  vatFormat: 'בין 8 ל־14 אותיות לטיניות וספרות',
  accountFormat: 'בין 16 ל־34 אותיות לטיניות וספרות',
  offer:
    '<h3>הצעת הסכם</h3><p>{company} (מספר עוסק {vat}) מקבלת תשלומי שותפים לחשבון {account} לאחר הפקת חשבונית עבור כל תשלום.</p>',
};

/** Labels of the international payout form's fields by field name. */
export const FIELD_LABELS_HE: Record<string, string> = {
  beneficiary_name: 'שם המוטב (כפי שמופיע בחשבון הבנק)',
  iban: 'IBAN או מספר חשבון',
  swift: 'SWIFT / BIC',
  bank_country: 'מדינת הבנק',
  birth_date: 'תאריך לידה',
};

/** The card-payout provider's business types by id, as Israeli tax law names them. */
export const BUSINESS_TYPES_HE: Record<number, string> = {
  1: 'יחיד',
  2: 'עוסק מורשה',
  3: 'עוסק פטור',
};
