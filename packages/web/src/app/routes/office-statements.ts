import { statementRead } from '../../features/office/statements/api/get-statement';
import { wholeNumber } from '../../lib/page-query';
import { PERIOD_PARAM } from '../../ui/period-select';
import { page, serverPage } from '../page-route';

/** `?period=`: the chosen period, the current one without it (ui/period-select.tsx). */
const statement = serverPage({
  query: { [PERIOD_PARAM]: wholeNumber({ min: 1, max: Number.MAX_SAFE_INTEGER }) },
  reads: ({ query }) => [statementRead(query[PERIOD_PARAM])],
});

const statementPage = () => import('../../features/office/statements/statement-page');
const bonus = () => import('../../features/office/statements/bonus-page');
const loyalty = () => import('../../features/office/statements/loyalty-page');

/** Statements, bonuses and the loyalty programme (spec 1 §2 /office/business/statement[/bonus]; spec 2 §2, §6). */
export const officeStatementsPages = [
  page('OfficeStatement', 'office', () => statementPage().then((m) => m.StatementPage), ['statements'], statement),
  page('OfficeStatementBonus', 'office', () => bonus().then((m) => m.BonusPage), ['statements', 'orders']),
  page('OfficeLoyaltyProgramme', 'office', () => loyalty().then((m) => m.LoyaltyProgrammePage), ['statements']),
];
