import { catalog } from '../state/catalog.js';
import { areaStore, type SandboxState } from '../state/sandbox-state.js';

/** Each user's favourite products, most recently added first (spec 1 §2 /shop/products/favorite). */
export class Favourites {
  private readonly byUser = new Map<number, number[]>();

  constructor(state: SandboxState) {
    // The demo partner already likes a few products, so the favourites page is not empty.
    const products = catalog(state).products;
    this.byUser.set(1, [products[4]!.id, products[12]!.id, products[27]!.id]);
  }

  of(userId: number): number[] {
    return this.byUser.get(userId) ?? [];
  }

  has(userId: number, productId: number): boolean {
    return this.of(userId).includes(productId);
  }

  add(userId: number, productId: number): void {
    if (!this.has(userId, productId)) this.byUser.set(userId, [productId, ...this.of(userId)]);
  }

  remove(userId: number, productId: number): boolean {
    const before = this.of(userId);
    this.byUser.set(
      userId,
      before.filter((id) => id !== productId),
    );
    return before.includes(productId);
  }
}

export const favourites = areaStore((state) => new Favourites(state));
