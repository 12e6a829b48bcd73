import { localized } from '../localized.js';
import { RANK_NAMES_HE } from './ranks-he.js';
import type { Rank } from './structure.js';

/** Russian names of the qualifications (structure.ts RANKS), by their English names (issue 23). */
export const RANK_NAMES_RU: Record<string, string> = {
  Consultant: 'Консультант',
  Manager: 'Менеджер',
  'Senior Manager': 'Старший менеджер',
  Director: 'Директор',
  Leader: 'Лидер',
  'Top Leader': 'Топ-лидер',
};

/** A qualification's name in the request's language. */
export const rankName = (rank: Rank, language: string): string =>
  localized(language, rank.name, { ru: RANK_NAMES_RU[rank.name], he: RANK_NAMES_HE[rank.name] });
