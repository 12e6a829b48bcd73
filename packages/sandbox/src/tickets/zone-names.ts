import { type Layers, localized } from '../localized.js';

/** The halls' seat categories in the seed's other languages (issue 32 item 1: seat categories in the visitor's language). */
const ZONE_NAMES: Readonly<Record<string, Layers<string>>> = {
  VIP: { ru: 'VIP', he: 'VIP' },
  Standard: { ru: 'Стандарт', he: 'רגיל' },
  Balcony: { ru: 'Балкон', he: 'יציע' },
};

/** A seat category's name as the request's language writes it. */
export const zoneName = (zone: { name: string }, language: string): string =>
  localized(language, zone.name, ZONE_NAMES[zone.name] ?? {});
