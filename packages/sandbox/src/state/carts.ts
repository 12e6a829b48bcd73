import type { Cart } from '@gf/contracts/upstream/entities/cart';
import type { z } from 'zod';
import { areaStore } from './sandbox-state.js';

/** Each signed-in user's server cart (spec 2 §4: the server returns it with auth info). */
export class Carts {
  private readonly byUser = new Map<number, z.input<typeof Cart>>();

  get(userId: number): z.input<typeof Cart> | null {
    return this.byUser.get(userId) ?? null;
  }

  set(userId: number, cart: z.input<typeof Cart>): void {
    this.byUser.set(userId, cart);
  }

  clear(userId: number): void {
    this.byUser.delete(userId);
  }
}

export const carts = areaStore(() => new Carts());
