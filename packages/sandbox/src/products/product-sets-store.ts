import { catalog } from '../state/catalog.js';
import type { Random } from '../state/random.js';
import { areaStore, type SandboxState } from '../state/sandbox-state.js';

export interface SetLine {
  productId: number;
  quantity: number;
}

/** A user's product set (spec 2 §7 "Sets"); `hash` is set once it is shared. */
export interface SandboxProductSet {
  id: number;
  userId: number;
  name: string;
  createdAt: string;
  lines: SetLine[];
  hash: string | null;
}

/** How many sets one user may keep: the API caps them (value assumed). */
export const MAX_SETS_PER_USER = 20;

export class ProductSets {
  private readonly all: SandboxProductSet[] = [];
  private nextId = 301;
  private readonly random: Random;

  constructor(private readonly state: SandboxState) {
    this.random = state.random('product-sets');
    // The demo partner's shared set holds a product not sold in the US, so opening its hash on the
    // us site shows unavailable_products.
    const products = catalog(state).products.filter((p) => p.type === 0 && !p.onlyInCart);
    const notInUs = products.find((p) => p.unavailableIn.includes('US'));
    const seeded = this.create(1, 'Weekly cleaning', [
      { productId: products[0]!.id, quantity: 2 },
      { productId: products[9]!.id, quantity: 1 },
      ...(notInUs ? [{ productId: notInUs.id, quantity: 1 }] : []),
    ]);
    seeded.createdAt = '2026-09-14T08:30:00+00:00';
    this.share(seeded);
  }

  of(userId: number): SandboxProductSet[] {
    return this.all.filter((s) => s.userId === userId);
  }

  byId(id: number): SandboxProductSet | undefined {
    return this.all.find((s) => s.id === id);
  }

  /** A shared set, as the cart calculation reads it by its public_set hash. */
  byHash(hash: string): SandboxProductSet | undefined {
    return this.all.find((s) => s.hash === hash);
  }

  create(userId: number, name: string, lines: SetLine[]): SandboxProductSet {
    const set: SandboxProductSet = {
      id: this.nextId++,
      userId,
      name,
      createdAt: new Date(this.state.now()).toISOString(),
      lines: [],
      hash: null,
    };
    for (const line of lines) this.addLine(set, line);
    this.all.push(set);
    return set;
  }

  delete(set: SandboxProductSet): void {
    this.all.splice(this.all.indexOf(set), 1);
  }

  /** Adding a product already in the set adds to its quantity. */
  addLine(set: SandboxProductSet, line: SetLine): void {
    const existing = set.lines.find((l) => l.productId === line.productId);
    if (existing) existing.quantity += line.quantity;
    else set.lines.push({ ...line });
  }

  /** Sharing twice hands out the same hash. */
  share(set: SandboxProductSet): string {
    set.hash ??= this.random.token('ps_');
    return set.hash;
  }
}

export const productSets = areaStore((state) => new ProductSets(state));
