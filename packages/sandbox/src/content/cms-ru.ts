import type { CmsPage } from './legal-pages.js';
import { LEGAL_PAGES_RU } from './legal-ru.js';

/**
 * Russian texts of the corporate CMS pages by path (issue 23), in the same sections as the English
 * ones (legal-pages.ts); `{country}`, `{currency}` and `{phone}` are filled for the site. The legal
 * pages' texts are in legal-ru.ts.
 */
export const CMS_PAGES_RU: Record<string, Omit<CmsPage, 'path'>> = {
  ...LEGAL_PAGES_RU,
  '/how-to-buy': {
    title: 'Как купить',
    sections: [
      [
        'Выберите товары',
        'Выбирайте товары по бренду или разделу либо воспользуйтесь поиском. Добавляйте товары в корзину — она сохранит их, пока вы продолжаете покупки.',
      ],
      [
        'Войдите или оформите заказ по реферальному коду',
        'Клиенты и партнёры входят в свой аккаунт. Посетитель может оформить заказ и по реферальному коду партнёра — тот станет вашим консультантом.',
      ],
      [
        'Доставка и оплата',
        'При оформлении выберите курьерскую доставку, пункт выдачи или офис компании, затем оплатите заказ картой, с внутреннего счёта или другим способом, доступным на сайте ({country}). Цены указаны в валюте {currency}.',
      ],
      [
        'Получение заказа',
        'Вы получите SMS и письмо, когда заказ будет отправлен и когда он прибудет в пункт выдачи. Подтвердите получение в своём офисе, чтобы баллы за заказ были начислены.',
      ],
    ],
  },
  '/production': {
    title: 'Производство',
    sections: [
      [
        'Наши заводы',
        'Товары для дома и косметику компания выпускает на собственных заводах — полный цикл от разработки формулы до упаковки.',
      ],
      [
        'Контроль качества',
        'Прежде чем попасть на склад, каждая партия проходит в нашей лаборатории проверку на безопасность и эффективность.',
      ],
      [
        'Экология',
        'Формулы биоразлагаемы, упаковка пригодна для переработки, а отходы производства сортируются и используются повторно.',
      ],
    ],
  },
  '/geography': {
    title: 'География',
    sections: [
      ['Где мы работаем', 'Компания работает более чем в 30 странах Европы, Азии и Америки.'],
      [
        'Страна: {country}',
        'Заказы доставляются с регионального склада; чтобы найти ближайший офис, позвоните по телефону {phone}.',
      ],
    ],
  },
  '/geography/markets': {
    title: 'GW Markets',
    sections: [
      [
        'Что такое GW Market',
        'GW Market — магазин, который ведёт партнёр: здесь покупатели могут увидеть, попробовать и купить нашу продукцию.',
      ],
      ['Откройте свой', 'Партнёры с квалификацией «Лидер» и выше могут открыть GW Market в своём городе.'],
    ],
  },
};

/** The CMS pages' own block (static_objects.updated). */
export const CMS_UPDATED_RU: [title: string, text: string] = ['Обновлено', '1 сентября 2026 г.'];

/** Titles of the corporate pages the site search finds besides the CMS ones, by path. */
export const PAGE_TITLES_RU: Record<string, string> = {
  '/company': 'Компания',
  '/eco': 'Экология',
  '/opportunities': 'Возможности',
  '/news': 'Новости',
  '/shop/dietary-supplements-test': 'Тест: какие БАД вам подходят',
};

/**
 * Where a site's country is, in the prepositional case (`{in_country}`): Russian needs the case that
 * the nominative site names (SITE_NAMES_RU) cannot give. The registration and company sites are Russian.
 */
export const SITE_IN_RU: Record<string, string> = {
  ru: 'в России',
  by: 'в Беларуси',
  ua: 'в Украине',
  kz: 'в Казахстане',
  uz: 'в Узбекистане',
  kg: 'в Кыргызстане',
  tj: 'в Таджикистане',
  am: 'в Армении',
  az: 'в Азербайджане',
  ge: 'в Грузии',
  md: 'в Молдове',
  eu: 'в Европе',
  it: 'в Италии',
  rs: 'в Сербии',
  al: 'в Албании',
  tr: 'в Турции',
  il: 'в Израиле',
  eg: 'в Египте',
  ma: 'в Марокко',
  mn: 'в Монголии',
  vn: 'во Вьетнаме',
  th: 'в Таиланде',
  my: 'в Малайзии',
  sg: 'в Сингапуре',
  us: 'в США',
  mx: 'в Мексике',
  ar: 'в Аргентине',
  pe: 'в Перу',
  co: 'в Колумбии',
  rc: 'в России',
  compliance: 'в России',
  company: 'в России',
};
