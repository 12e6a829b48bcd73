import type { OfficeFile } from '@gf/contracts/upstream/entities/office';
import type { PayoutCompany, PayoutRow } from '@gf/contracts/upstream/entities/payout';
import type { z } from 'zod';
import { forbidden, notFound } from '../errors.js';
import type { Caller } from '../handler.js';
import { convert, currencyOf } from '../state/currencies.js';
import type { SandboxState } from '../state/sandbox-state.js';
import { storedFiles } from '../state/stored-files.js';
import type { SandboxUser } from '../state/users.js';
import { payoutStore, type StoredCompany, type StoredPayout } from './payout-store.js';

/** Spec 2 §6: partners manage payouts; clients and employees have none. */
export const partnerOf = (caller: Caller | null): SandboxUser => {
  const user = caller!.user;
  if (user.role !== 'partner') throw forbidden('Payouts are for partners', 'not_a_partner');
  return user;
};

export const roubles = (amount: number, site: string): number =>
  Math.round(amount * currencyOf(site).rublesPerUnit * 100) / 100;

/** A document as the screens link to it: the payout document call. */
export const officeFile = (state: SandboxState, id: number): z.input<typeof OfficeFile> => ({
  id,
  name: payoutStore(state).documents.get(id)?.name ?? `document-${id}.pdf`,
  url: `/greenway/office/payout/document/${id}/`,
});

export const payoutRow = (state: SandboxState, payout: StoredPayout, site: string): z.input<typeof PayoutRow> => ({
  id: payout.id,
  date: payout.date,
  period_id: payout.periodId,
  amount: convert(payout.amountRub, site),
  currency_code: currencyOf(site).currency,
  status: payout.status,
  company_id: payout.companyId,
  documents: payout.documentIds.map((id) => officeFile(state, id)),
});

export const companyView = (state: SandboxState, company: StoredCompany): z.input<typeof PayoutCompany> => ({
  id: company.id,
  name: company.name,
  vat: company.vat,
  offer_file: officeFile(state, company.offerFileId),
  accept_file: company.acceptFileId === null ? null : officeFile(state, company.acceptFileId),
  offer_agreed: company.acceptFileId !== null,
  documents: company.documentIds.map((id) => {
    const file = storedFiles(state).get(id, ['file']);
    return { id, name: file?.filename ?? `document-${id}`, url: `/greenway/file/${id}/` };
  }),
});

export const ownCompany = (state: SandboxState, userId: number, id: number): StoredCompany => {
  const company = payoutStore(state).companies.find((c) => c.id === id && c.userId === userId);
  if (!company) throw notFound('Payout company');
  return company;
};
