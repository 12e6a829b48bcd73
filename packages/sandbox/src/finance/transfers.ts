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
  private nextId = 1;

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
