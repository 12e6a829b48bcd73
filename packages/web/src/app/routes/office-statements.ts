import { page } from '../page-route';

const statement = () => import('../../features/office/statements/statement-page');
const bonus = () => import('../../features/office/statements/bonus-page');
const loyalty = () => import('../../features/office/statements/loyalty-page');

/** Statements, bonuses and the loyalty programme (spec 1 §2 /office/business/statement[/bonus]; spec 2 §2, §6). */
export const officeStatementsPages = [
  page('OfficeStatement', 'office', () => statement().then((m) => m.StatementPage), ['statements']),
  page('OfficeStatementBonus', 'office', () => bonus().then((m) => m.BonusPage), ['statements', 'orders']),
  page('OfficeLoyaltyProgramme', 'office', () => loyalty().then((m) => m.LoyaltyProgrammePage), ['statements']),
];
