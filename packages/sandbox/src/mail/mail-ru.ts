import { localized } from '../localized.js';
import { messageHe, subjectHe } from './mail-he.js';
import { MAIL_TEMPLATES } from './mail-store.js';

/**
 * Russian texts of the office mail (issue 23): the system templates by id, the subjects and
 * messages the sandbox seeds or writes itself, and the support's name. The mailboxes keep what was
 * written; a seeded or template text is shown in Russian by its English one (or a pattern of it),
 * and what users write themselves is shown as written.
 */
export const MAIL_TEMPLATES_RU: Record<number, [subject: string, title: string, message: string]> = {
  1: ['Доставка заказа', 'Где мой заказ?', 'Здравствуйте! Мой заказ ещё не пришёл. Проверьте, пожалуйста, где он.'],
  2: ['Возврат товара', 'Я хочу вернуть товар', 'Здравствуйте! Я хотел(а) бы вернуть товар из моего заказа.'],
  3: [
    'Вопрос по отчёту о бонусах',
    'Вопрос о моём бонусе',
    'Здравствуйте! У меня вопрос о бонусе в отчёте за прошлый период.',
  ],
  4: [
    'Изменение персональных данных',
    'Пожалуйста, обновите мои персональные данные',
    'Здравствуйте! Пожалуйста, измените мои персональные данные: ',
  ],
  5: [
    'Регистрация на мероприятие',
    'Вопрос о мероприятии',
    'Здравствуйте! У меня вопрос о регистрации на мероприятие.',
  ],
};

/** Subjects of the seeded conversations (state/mailboxes.ts), by their English text. */
export const SEEDED_SUBJECTS_RU: Record<string, string> = {
  'Order delivery': 'Доставка заказа',
  'Bonus statement question': 'Вопрос по отчёту о бонусах',
  'Event registration': 'Регистрация на мероприятие',
  'Payout documents': 'Документы для выплаты',
  'Welcome to the team': 'Добро пожаловать в команду',
  'Catalogue and stock questions': 'Вопросы о каталоге и наличии',
};

export const SUPPORT_NAME_RU = 'Служба поддержки Greenway';

/** The seeded messages' texts (state/mailboxes.ts) as patterns, with the Russian each becomes. */
export const SEEDED_MESSAGES_RU: readonly [RegExp, (match: RegExpExecArray) => string][] = [
  [
    /^Support: about "(.+)", here is what we found\.$/,
    (m) => `Поддержка: по теме «${subjectRu(m[1]!) ?? m[1]}» — вот что мы выяснили.`,
  ],
  [/^Thank you, that helps\.$/, () => 'Спасибо, это помогло.'],
  [
    /^Support, answer (\d+): the stock of the catalogue items is updated every morning\.$/,
    (m) => `Поддержка, ответ ${m[1]}: наличие товаров каталога обновляется каждое утро.`,
  ],
  [/^Question (\d+): is item (\d+) back in stock\?$/, (m) => `Вопрос ${m[1]}: товар ${m[2]} снова в наличии?`],
  // The support's automatic answers (mail-store.ts autoReply).
  [
    /^Thank you! We have passed your question about order (\S+) to the logistics department and will answer within one working day\.$/,
    (m) =>
      `Спасибо! Мы передали ваш вопрос о заказе ${m[1]} в отдел логистики и ответим в течение одного рабочего дня.`,
  ],
  [
    /^Thank you for your message! A support specialist will answer within one working day\.$/,
    () => 'Спасибо за сообщение! Специалист поддержки ответит в течение одного рабочего дня.',
  ],
];

/** The templates' English texts with their Russian ones, so a conversation started from one reads in Russian. */
const TEMPLATE_TEXTS_RU = new Map(
  MAIL_TEMPLATES.flatMap((t): [string, string][] => {
    const ru = MAIL_TEMPLATES_RU[t.id];
    return ru
      ? [
          [t.subject, ru[0]],
          [t.title, ru[1]],
          [t.message, ru[2]],
        ]
      : [];
  }),
);

/** The Russian of a seeded or template subject or title; undefined for what a user wrote. */
export const subjectRu = (subject: string): string | undefined =>
  SEEDED_SUBJECTS_RU[subject] ?? TEMPLATE_TEXTS_RU.get(subject);

/** The Russian of a seeded or template message; undefined for what a user wrote. */
export const messageRu = (text: string): string | undefined => {
  for (const [pattern, russian] of SEEDED_MESSAGES_RU) {
    const match = pattern.exec(text);
    if (match) return russian(match);
  }
  return TEMPLATE_TEXTS_RU.get(text);
};

export const mailSubjectIn = (language: string, subject: string): string =>
  localized(language, subject, { ru: subjectRu(subject), he: subjectHe(subject) });

export const mailMessageIn = (language: string, text: string): string =>
  localized(language, text, { ru: messageRu(text), he: messageHe(text) });
