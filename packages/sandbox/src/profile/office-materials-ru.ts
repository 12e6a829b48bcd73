import { localized } from '../localized.js';
import { ECO_STAT_TITLES_HE, ECO_UNITS_HE } from './office-materials-he.js';

/**
 * Russian texts of the office's own materials (issue 23): achievements by id, eco figures by name
 * with their unit symbols, the eco projects by id, the audio records by position, and the promos by
 * page. Names the company keeps as brands (Greenway Academy, Eco Home) stay in Latin letters.
 */
export const ACHIEVEMENTS_RU: Record<number, [name: string, description: string]> = {
  1: ['Первый заказ', 'Оформлен первый заказ в магазине'],
  2: ['Первый партнёр', 'Приглашён первый партнёр в команду'],
  3: ['Команда из десяти', 'Десять человек в структуре'],
  4: ['Команда из ста', 'Сто человек в структуре'],
  5: ['Гость форума', 'Побывал(а) на форуме компании'],
  6: ['Десять лет с Greenway', 'Десять лет с момента регистрации'],
};

export const ECO_STAT_TITLES_RU: Record<string, string> = {
  'Plastic not thrown away': 'Пластик, который не попал на свалку',
  'Water kept clean': 'Сохранённая чистая вода',
  'Trees planted for your orders': 'Деревья, посаженные за ваши заказы',
  'Trees planted': 'Посажено деревьев',
  'Plastic collected': 'Собрано пластика',
  'Shoreline cleaned': 'Очищено береговой линии',
  Volunteers: 'Волонтёры',
};

export const ECO_UNITS_RU: Record<string, string> = {
  kg: 'кг',
  l: 'л',
  pcs: 'шт.',
  t: 'т',
  km: 'км',
  people: 'чел.',
};

export const ECO_PROJECTS_RU: Record<number, [name: string, description: string]> = {
  1: ['Лес Greenway', 'Партнёры и компания высаживают леса в регионах, пострадавших от пожаров.'],
  2: ['Чистые берега', 'Волонтёрские уборки на Байкале, Волге и пляжах Чёрного моря.'],
  3: [
    'Точки повторного наполнения',
    'Магазины принимают пустые флаконы для повторного наполнения, а не отправляют их на свалку.',
  ],
};

/** Audio authors: the product lines' and the company's names stay as they are, "team" is Russian. */
export const AUDIO_AUTHORS_RU: Readonly<Record<string, string>> = {
  'Eco Home team': 'Команда Eco Home',
  'Pure Ocean team': 'Команда Pure Ocean',
  'BioTrim team': 'Команда BioTrim',
};

/** Audio records by their position in the list (id − 1). */
export const AUDIO_TITLES_RU: readonly string[] = [
  'Зелёный бизнес, глава 1: Почему эко',
  'Зелёный бизнес, глава 2: Ваши первые клиенты',
  'Зелёный бизнес, глава 3: Как построить команду',
  'Зелёный бизнес, глава 4: Лидерство',
  'Зелёный бизнес, глава 5: Десять лет вперёд',
  'Подкаст: как концентраты заменяют полку бытовой химии',
  'Подкаст: уход за кожей без парабенов',
  'Подкаст: витамины — что говорят исследования',
  'Подкаст: первый месяц нового партнёра',
  'Подкаст: как выступать на сцене форума',
  'Подкаст: путешествия со счёта путешествий',
  'Подкаст: кухня без отходов',
];

export const PROMOS_RU: Record<string, [title: string, content: string]> = {
  cruise: [
    'Green Cruise 2027: заработайте место в каюте',
    '<p>Наберите баллы круиза до конца марта и отправляйтесь в плавание из Стамбула в Рим.</p>',
  ],
  'too-fast-too-furious': ['Двойной форсаж', '<p>Две новые квалификации за три месяца приносят двойной бонус.</p>'],
  'pro-grade': [
    'Профессиональный рост',
    '<p>Наращивайте групповой объём месяц за месяцем и откройте доступ к профессиональному обучению.</p>',
  ],
  'new-year-boom': [
    'Новогодний бум',
    '<p>Подарочные наборы по праздничным ценам и дополнительные баллы за каждый заказ.</p>',
  ],
  'summer-start': ['Летний старт 2026', '<p>Приветственный бонус для партнёров, присоединившихся этим летом.</p>'],
};

/** An eco figure's title and unit in the request's language. */
export const ecoStatIn = <T extends { title: string; unit: string }>(stat: T, language: string): T => ({
  ...stat,
  title: localized(language, stat.title, { ru: ECO_STAT_TITLES_RU[stat.title], he: ECO_STAT_TITLES_HE[stat.title] }),
  unit: localized(language, stat.unit, { ru: ECO_UNITS_RU[stat.unit], he: ECO_UNITS_HE[stat.unit] }),
});
