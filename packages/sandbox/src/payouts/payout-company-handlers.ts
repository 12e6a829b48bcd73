import type { PayoutCompanyInput } from '@gf/contracts/upstream/entities/payout';
import type { z } from 'zod';
import { badRequest } from '../errors.js';
import type { AreaHandlers } from '../handler.js';
import type { SandboxState } from '../state/sandbox-state.js';
import { storedFiles } from '../state/stored-files.js';
import type { SandboxUser } from '../state/users.js';
import { payoutStore, type StoredCompany } from './payout-store.js';
import { payoutText } from './payout-text.js';
import { companyView, officeFile, ownCompany, partnerOf } from './payout-views.js';

type CompanyIds =
  | 'payoutCompanyList'
  | 'payoutCompanyAdd'
  | 'payoutCompany'
  | 'payoutCompanyEdit'
  | 'payoutCompanyOffer'
  | 'payoutCompanyOfferAgree';

type Input = z.output<typeof PayoutCompanyInput>;

const compact = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/** Formats are not shown: a VAT number of 8-14 letters and digits, an account of 16-34 (IBAN-like). */
const validate = (state: SandboxState, user: SandboxUser, input: Input, language: string): void => {
  const errors: Record<string, string[]> = {};
  const unknown = (input.document_ids ?? []).filter((id) => storedFiles(state).get(id, ['file'])?.ownerId !== user.id);
  if (unknown.length > 0) errors.document_ids = [payoutText(language, 'unknownFiles', { ids: unknown.join(', ') })];
  if (!/^[0-9A-Z]{8,14}$/.test(compact(input.vat))) errors.vat = [payoutText(language, 'vatFormat')];
  if (!/^[0-9A-Z]{16,34}$/.test(compact(input.bank_account)))
    errors.bank_account = [payoutText(language, 'accountFormat')];
  if (Object.keys(errors).length > 0) throw badRequest(errors);
};

/** A new offer to agree to: a company's name and VAT are what the offer binds. */
const issueOffer = (state: SandboxState, user: SandboxUser, company: StoredCompany): void => {
  company.offerFileId = payoutStore(state).addDocument(
    user.id,
    `offer-${company.id}.pdf`,
    `Contract offer for ${company.name}`,
    [
      `Between the company and ${company.name} (VAT ${company.vat})`,
      `Represented by partner ${user.number} ${user.name}`,
      'Payouts are made to the bank account named in the company card.',
    ],
  ).id;
  company.acceptFileId = null;
};

const offerText = (company: StoredCompany, language: string): string =>
  payoutText(language, 'offer', { company: company.name, vat: company.vat, account: company.bankAccount });

export const payoutCompanyHandlers: AreaHandlers<CompanyIds> = {
  payoutCompanyList: ({ caller, state }) => {
    const user = partnerOf(caller);
    return {
      companies: payoutStore(state)
        .companies.filter((c) => c.userId === user.id)
        .map((c) => companyView(state, c)),
    };
  },

  payoutCompanyAdd: ({ caller, state, body, language }) => {
    const user = partnerOf(caller);
    validate(state, user, body, language);
    const store = payoutStore(state);
    if (store.companies.some((c) => c.userId === user.id && c.vat === compact(body.vat)))
      throw badRequest({ vat: [payoutText(language, 'vatTaken')] });
    const company: StoredCompany = {
      id: store.id(),
      userId: user.id,
      name: body.name.trim(),
      vat: compact(body.vat),
      address: body.address.trim(),
      bankAccount: compact(body.bank_account),
      offerFileId: 0,
      acceptFileId: null,
      documentIds: [...new Set(body.document_ids ?? [])],
    };
    issueOffer(state, user, company);
    store.companies.push(company);
    return companyView(state, company);
  },

  payoutCompany: ({ caller, state, params }) => companyView(state, ownCompany(state, partnerOf(caller).id, params.id)),

  /** Changing the name or VAT needs the offer agreed again; address and account do not. */
  payoutCompanyEdit: ({ caller, state, params, body, language }) => {
    const user = partnerOf(caller);
    const company = ownCompany(state, user.id, params.id);
    validate(state, user, body, language);
    const rebinds = company.name !== body.name.trim() || company.vat !== compact(body.vat);
    company.name = body.name.trim();
    company.vat = compact(body.vat);
    company.address = body.address.trim();
    company.bankAccount = compact(body.bank_account);
    if (body.document_ids !== undefined) company.documentIds = [...new Set(body.document_ids)];
    if (rebinds) issueOffer(state, user, company);
    return companyView(state, company);
  },

  payoutCompanyOffer: ({ caller, state, params, language }) => {
    const company = ownCompany(state, partnerOf(caller).id, params.id);
    return { offer_file: officeFile(state, company.offerFileId), text: offerText(company, language) };
  },

  payoutCompanyOfferAgree: ({ caller, state, params }) => {
    const user = partnerOf(caller);
    const company = ownCompany(state, user.id, params.id);
    if (company.acceptFileId === null) {
      const store = payoutStore(state);
      company.acceptFileId = store.addDocument(
        user.id,
        `accept-${company.id}.pdf`,
        `Acceptance of the offer by ${company.name}`,
        [
          `${company.name} (VAT ${company.vat}) accepts the contract offer.`,
          `Accepted on ${store.now().slice(0, 10)}.`,
        ],
      ).id;
    }
    return companyView(state, company);
  },
};
