import { periods } from '../office/periods.js';
import { areaStore, type SandboxState } from '../state/sandbox-state.js';
import { users } from '../state/users.js';

export type PayoutStatus = 'new' | 'awaiting_sign' | 'awaiting_invoice' | 'processing' | 'paid' | 'declined';

export interface StoredPayout {
  id: number;
  userId: number;
  date: string;
  periodId: number;
  amountRub: number;
  status: PayoutStatus;
  companyId: number | null;
  documentIds: number[];
  /** The client's idempotency key: a second request with it answers with this payout. */
  idempotencyKey: string | null;
}

export interface StoredCompany {
  id: number;
  userId: number;
  name: string;
  vat: string;
  address: string;
  bankAccount: string;
  offerFileId: number;
  acceptFileId: number | null;
  /** Stored files (POST /greenway/file/upload/) sent with the company. */
  documentIds: number[];
}

/** A document the payout screens link to; its PDF is drawn from these lines. */
export interface StoredDocument {
  id: number;
  userId: number;
  name: string;
  title: string;
  lines: string[];
}

export interface StoredInternationalPayout {
  id: number;
  userId: number;
  date: string;
  amountRub: number;
  payoutCurrency: string;
  /** Units of the payout currency per unit of the site currency when it was requested. */
  rate: number;
  currencyCode: string;
  amount: number;
  status: PayoutStatus;
  fields: Record<string, string>;
  idempotencyKey: string | null;
}

export interface CardProviderAccount {
  id: number;
  userId: number;
  businessTypeId: number;
  cardMask: string | null;
  status: 'invited' | 'pending' | 'active' | 'rejected';
  createdAt: string;
  invitationsSent: number;
}

/**
 * Payouts of spec 2 §2-§3: requests, payout companies with their offer and accept files,
 * international payouts and card-payout provider accounts. Demo partners start with paid history.
 */
export class PayoutStore {
  readonly payouts: StoredPayout[] = [];
  readonly companies: StoredCompany[] = [];
  readonly documents = new Map<number, StoredDocument>();
  readonly international: StoredInternationalPayout[] = [];
  readonly internationalAccepted = new Set<number>();
  readonly cardAccounts: CardProviderAccount[] = [];
  private nextId = 1;

  constructor(private readonly state: SandboxState) {
    const random = state.random('payouts');
    const list = periods(state);
    for (const user of users(state)
      .all()
      .filter((u) => u.id < 100 && u.role === 'partner')) {
      for (const back of [4, 3]) {
        const period = list[back]!;
        const payout = this.addPayout({
          userId: user.id,
          date: `${period.date_to}T12:00:00.000Z`,
          periodId: period.id,
          amountRub: random.int(30, 120) * 100,
          status: 'paid',
          companyId: null,
          idempotencyKey: null,
        });
        const document = this.addDocument(user.id, `payout-${payout.id}.pdf`, `Payout application No ${payout.id}`, [
          `Partner: ${user.number} ${user.name}`,
          `Period: ${period.name}`,
          `Amount: ${payout.amountRub} RUB`,
          'Signed with an SMS code.',
        ]);
        payout.documentIds.push(document.id);
      }
    }
    this.cardAccounts.push({
      id: this.id(),
      userId: 1,
      businessTypeId: 1,
      cardMask: '5536 **** **** 4417',
      status: 'active',
      createdAt: '2025-06-10T09:00:00.000Z',
      invitationsSent: 1,
    });
  }

  id(): number {
    return this.nextId++;
  }

  now(): string {
    return new Date(this.state.now()).toISOString();
  }

  addPayout(payout: Omit<StoredPayout, 'id' | 'documentIds'>): StoredPayout {
    const stored = { ...payout, id: this.id(), documentIds: [] };
    this.payouts.push(stored);
    return stored;
  }

  addDocument(userId: number, name: string, title: string, lines: string[]): StoredDocument {
    const document = { id: this.id(), userId, name, title, lines };
    this.documents.set(document.id, document);
    return document;
  }
}

export const payoutStore = areaStore((state) => new PayoutStore(state));
