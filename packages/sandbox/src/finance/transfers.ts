import { areaStore } from '../state/sandbox-state.js';

export type TransferKind = 'internal' | 'gift' | 'travel';

/** One side of a transfer: a transfer to another user is stored twice, `out` for one and `in` for the other. */
export interface StoredTransfer {
  id: number;
  userId: number;
  date: string;
  type: TransferKind;
  direction: 'in' | 'out';
  amountRub: number;
  counterpartId: number | null;
  comment: string | null;
}

/** Transfers of spec 2 §2 ("Transfers: internal, gift, travel, add"); the money itself moves in `state/accounts.ts`. */
export class Transfers {
  readonly all: StoredTransfer[] = [];
  /** The sender's side of each transfer made with an idempotency key, by `userId:key`. */
  private readonly byKey = new Map<string, StoredTransfer>();
  private nextId = 1;

  /** The transfer `userId` already made with `key`: a repeated request answers with it. */
  keyed(userId: number, key: string | undefined): StoredTransfer | undefined {
    return key === undefined ? undefined : this.byKey.get(`${userId}:${key}`);
  }

  remember(userId: number, key: string | undefined, transfer: StoredTransfer): void {
    if (key !== undefined) this.byKey.set(`${userId}:${key}`, transfer);
  }

  add(transfer: Omit<StoredTransfer, 'id'>): StoredTransfer {
    const stored = { ...transfer, id: this.nextId++ };
    this.all.push(stored);
    return stored;
  }

  of(userId: number, type?: TransferKind): StoredTransfer[] {
    return this.all.filter((t) => t.userId === userId && (!type || t.type === type)).reverse();
  }
}

export const transfers = areaStore(() => new Transfers());
