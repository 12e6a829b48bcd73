import { page } from '../page-route';

const statement = () => import('../../features/office/statements/statement-page');
const bonus = () => import('../../features/office/statements/bonus-page');

/** Statements and bonuses (spec 1 §2 /office/business/statement[/bonus]; spec 2 §2). */
export const officeStatementsPages = [
  page('OfficeStatement', 'office', () => statement().then((m) => m.StatementPage), ['statements']),
  page('OfficeStatementBonus', 'office', () => bonus().then((m) => m.BonusPage), ['statements', 'orders']),
];
