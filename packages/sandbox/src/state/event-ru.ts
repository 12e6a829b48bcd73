import { localized } from '../localized.js';
import { EVENT_DESCRIPTIONS, type SandboxEvent } from './event-catalog.js';
import { EVENT_DESCRIPTIONS_HE, EVENT_PACKAGES_HE, EVENTS_HE } from './event-he.js';

/**
 * Russian texts of the seeded events (issue 23): name, city and address by event id, descriptions
 * by kind, packages by their English name (the schools share theirs).
 */
export const EVENTS_RU: Record<number, { name: string; city: string; address: string }> = {
  101: { name: 'Весенний форум Greenway 2025', city: 'Москва', address: 'Крокус Экспо, ул. Международная, 16' },
  102: { name: 'Школа лидеров — Сочи 2025', city: 'Сочи', address: 'Radisson Collection, Курортный пр-т, 103' },
  103: { name: 'Форум Greenway — Алматы 2025', city: 'Алматы', address: 'Дворец Республики, пр-т Достык, 56' },
  104: { name: 'Форум Greenway — Минск 2026', city: 'Минск', address: 'Prime Hall, пр-т Победителей, 65' },
  105: { name: 'Новогодний форум — Казань 2026', city: 'Казань', address: 'Казань Экспо, ул. Выставочная, 1' },
  106: { name: 'Школа лидеров — Дубай 2027', city: 'Дубай', address: 'Jumeirah Beach Hotel, ул. Джумейра' },
  107: { name: 'Весенний форум Greenway 2027', city: 'Москва', address: 'Крокус Экспо, ул. Международная, 16' },
  108: { name: 'Форум Greenway — Ташкент 2027', city: 'Ташкент', address: 'Узэкспоцентр, ул. Амира Темура, 107' },
  109: { name: 'Европейский форум Greenway — Милан 2027', city: 'Милан', address: 'MiCo, Viale Eginardo, 2' },
  110: {
    name: 'Зелёный круиз 2027: Стамбул, Афины, Рим',
    city: 'Стамбул',
    address: 'Круизный терминал Galataport, Кылыч Али Паша',
  },
  111: { name: 'Школа лидеров — Алтай 2027', city: 'Горно-Алтайск', address: 'Altai Resort, берег Катуни' },
  112: { name: 'Гала-вечер Greenway на арене 2027', city: 'Санкт-Петербург', address: 'СКА Арена, Петровский пр-т, 2' },
};

export const EVENT_DESCRIPTIONS_RU: Record<SandboxEvent['kind'], string> = {
  forum: '<p>Два дня презентаций новинок, обучения от топ-лидеров и церемонии награждения по итогам сезона.</p>',
  'leadership-school': '<p>Пять дней обучения лидерству для партнёров от ранга «Лидер», с командным коучингом.</p>',
  cruise: '<p>Неделя в море для лучших партнёров года: обучение на борту и экскурсии на берегу.</p>',
};

export const EVENT_PACKAGES_RU: Record<string, [name: string, description: string]> = {
  'Training only': ['Только обучение', 'Занятия, материалы и обеды'],
  'Hotel, single room': ['Отель, одноместный номер', 'Проживание на все ночи школы'],
  'Hotel, shared room': ['Отель, номер на двоих', 'Проживание в одном номере с другим участником'],
  Transfer: ['Трансфер', 'Трансфер из аэропорта и обратно'],
  'Inside cabin': ['Внутренняя каюта', 'Два спальных места, без окна'],
  'Ocean view cabin': ['Каюта с видом на море', 'Два спальных места, с окном'],
  'Balcony cabin': ['Каюта с балконом', 'Два спальных места и собственный балкон'],
  Excursions: ['Экскурсии', 'Экскурсии с гидом в Афинах и Риме'],
};

/** The event with its name, city, address and packages in the request's language. */
export const eventIn = (event: SandboxEvent, language: string): SandboxEvent => ({
  ...event,
  ...localized(
    language,
    { name: event.name, city: event.city, address: event.address },
    { ru: EVENTS_RU[event.id], he: EVENTS_HE[event.id] },
  ),
  packages:
    event.packages?.map((p) => {
      const [name, description] = localized(language, [p.name, p.description], {
        ru: EVENT_PACKAGES_RU[p.name],
        he: EVENT_PACKAGES_HE[p.name],
      });
      return { ...p, name, description };
    }) ?? null,
});

/** The event page's description in the request's language. */
export const eventDescriptionIn = (event: SandboxEvent, language: string): string =>
  localized(language, EVENT_DESCRIPTIONS[event.kind], {
    ru: EVENT_DESCRIPTIONS_RU[event.kind],
    he: EVENT_DESCRIPTIONS_HE[event.kind],
  });
