import { areaStore, type SandboxState } from './sandbox-state.js';
import { users } from './users.js';

export type AccountType = 'internal' | 'gift' | 'travel' | 'autobonus';
export const ACCOUNT_TYPES: readonly AccountType[] = ['internal', 'gift', 'travel', 'autobonus'];

export interface AccountTransaction {
  id: number;
  userId: number;
  account: AccountType;
  /** Positive: money in; negative: money out. In roubles, converted per site when shown. */
  amountRub: number;
  description: string;
  createdAt: string;
}

/**
 * Balances of the four accounts of spec 2 §3 per user, in roubles, with their transactions.
 * Paying from the internal account and transfers move money here.
 */
export class Accounts {
  private readonly balances = new Map<number, Record<AccountType, number>>();
  readonly transactions: AccountTransaction[] = [];
  private nextId = 1;

  constructor(private readonly state: SandboxState) {
    const random = state.random('accounts');
    for (const user of users(state).all()) {
      if (user.role === 'client' && user.id >= 100) continue;
      this.balances.set(user.id, { internal: 0, gift: 0, travel: 0, autobonus: 0 });
      for (const account of ACCOUNT_TYPES) {
        const deposits = user.id < 100 ? 6 : 2;
        for (let i = 0; i < deposits; i += 1) {
          const amount = random.int(5, 120) * 100;
          this.record(
            user.id,
            account,
            amount,
            i === 0 ? 'Monthly bonus' : 'Bonus accrual',
            `2026-${String(1 + ((i * 2) % 10)).padStart(2, '0')}-05T08:00:00+00:00`,
          );
        }
      }
    }
    // The demo partner can always pay a large order from the internal account.
    this.record(1, 'internal', 250_000, 'Opening balance', '2025-12-31T08:00:00+00:00');
  }

  balance(userId: number, account: AccountType): number {
    return this.balances.get(userId)?.[account] ?? 0;
  }

  private record(
    userId: number,
    account: AccountType,
    amountRub: number,
    description: string,
    createdAt: string,
  ): AccountTransaction {
    const balances = this.balances.get(userId) ?? { internal: 0, gift: 0, travel: 0, autobonus: 0 };
    balances[account] = Math.round((balances[account] + amountRub) * 100) / 100;
    this.balances.set(userId, balances);
    const transaction = { id: this.nextId++, userId, account, amountRub, description, createdAt };
    this.transactions.push(transaction);
    return transaction;
  }

  /** Takes money out; false when the balance is too low (nothing moves then). */
  debit(userId: number, account: AccountType, amountRub: number, description: string): boolean {
    if (amountRub <= 0 || this.balance(userId, account) + 1e-9 < amountRub) return false;
    this.record(userId, account, -amountRub, description, new Date(this.state.now()).toISOString());
    return true;
  }

  credit(userId: number, account: AccountType, amountRub: number, description: string): void {
    this.record(userId, account, amountRub, description, new Date(this.state.now()).toISOString());
  }

  of(userId: number, account?: AccountType): AccountTransaction[] {
    return this.transactions.filter((t) => t.userId === userId && (!account || t.account === account)).reverse();
  }
}

export const accounts = areaStore((state) => new Accounts(state));
