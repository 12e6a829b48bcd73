/**
 * Russian texts of the payout screens (issue 23): the list's message, refusals and field errors,
 * the company offer's text, the international form's field labels and the card-payout business
 * types. PDF documents stay English: their font holds Latin letters only (pdf-document.ts).
 */
export const PAYOUT_TEXTS = {
  lowBalance: [
    'There is not enough money on the internal account for a payout',
    'На внутреннем счёте недостаточно денег для выплаты',
  ],
  allRequested: ['Payouts for the closed periods are already requested', 'Выплаты за закрытые периоды уже запрошены'],
  amountRange: ['From {min} to {max}', 'От {min} до {max}'],
  periodClosed: ['A payout cannot be requested for this period', 'За этот период выплату запросить нельзя'],
  unknownCompany: ['Unknown payout company', 'Неизвестная компания для выплат'],
  offerFirst: ['Agree to the company’s offer first', 'Сначала примите оферту компании'],
  notEnough: ['There is not enough money on the internal account', 'На внутреннем счёте недостаточно денег'],
  alreadySigned: ['This payout is already signed', 'Эта выплата уже подписана'],
  wrongCode: ['The code is wrong or has expired', 'Код неверный или устарел'],
  noInvoiceExpected: ['This payout does not wait for an invoice', 'Для этой выплаты счёт не требуется'],
  termsFirst: ['Accept the terms of international payouts first', 'Сначала примите условия международных выплат'],
  currencyNotOffered: ['Payouts are not made in this currency', 'В этой валюте выплаты не производятся'],
  required: ['Required', 'Обязательное поле'],
  chooseOne: ['Choose one of {options}', 'Выберите одно из значений: {options}'],
  wrongFormat: ['Wrong format', 'Неверный формат'],
  unknownBusinessType: ['Unknown business type', 'Неизвестная форма деятельности'],
  businessTypeTaken: ['There is already an account of this type', 'Счёт этого типа уже есть'],
  nothingToFinish: [
    'The account is {status}: there is nothing to finish',
    'Счёт в состоянии «{status}»: завершать нечего',
  ],
  unknownFiles: ['No uploaded file with id {ids}', 'Нет загруженного файла с номером {ids}'],
  vatTaken: ['A company with this VAT number is already added', 'Компания с таким ИНН уже добавлена'],
  vatFormat: ['8 to 14 letters and digits', 'От 8 до 14 латинских букв и цифр'],
  accountFormat: ['16 to 34 letters and digits', 'От 16 до 34 латинских букв и цифр'],
  offer: [
    '<h3>Contract offer</h3><p>{company} (VAT {vat}) receives partner payouts to account {account} after sending an invoice for each payout.</p>',
    '<h3>Оферта договора</h3><p>{company} (ИНН {vat}) получает партнёрские выплаты на счёт {account}, выставляя счёт на каждую выплату.</p>',
  ],
} as const satisfies Record<string, readonly [en: string, ru: string]>;

/** Labels of the international payout form's fields by field name. */
export const FIELD_LABELS_RU: Record<string, string> = {
  beneficiary_name: 'Получатель (как в банковском счёте)',
  iban: 'IBAN или номер счёта',
  swift: 'SWIFT / BIC',
  bank_country: 'Страна банка',
  birth_date: 'Дата рождения',
};

/** The card-payout provider's business types by id. */
export const BUSINESS_TYPES_RU: Record<number, string> = {
  1: 'Физическое лицо',
  2: 'Индивидуальный предприниматель',
  3: 'Самозанятый',
};
