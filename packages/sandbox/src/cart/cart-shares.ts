import { areaStore, type SandboxState } from '../state/sandbox-state.js';
import type { CartInputBody } from './cart-lines.js';

/** Carts shared by link (cart-share dialog); calculate opens one by its hash as `public_set`. */
export class CartShares {
  private readonly byHash = new Map<string, CartInputBody>();
  private readonly random;

  constructor(state: SandboxState) {
    this.random = state.random('cart-shares');
  }

  share(cart: CartInputBody): string {
    const hash = this.random.token('cs_');
    this.byHash.set(hash, cart);
    return hash;
  }

  get(hash: string): CartInputBody | undefined {
    return this.byHash.get(hash);
  }
}

export const cartShares = areaStore((state) => new CartShares(state));
