import { TICKET_HOLD_MS } from '@gf/contracts/rules/ticket-rules';
import { expect, it } from 'vitest';
import { catalog } from './catalog.js';
import { SandboxState } from './sandbox-state.js';

/** Issue 3: at least 60 seeded products, the same on every start with the same seed. */
const MIN_PRODUCTS = 60;
const newState = () => new SandboxState({ seed: 7, tokenTtlSeconds: 300, now: () => 0, ticketHoldMs: TICKET_HOLD_MS });

it(`seeds at least ${MIN_PRODUCTS} products with unique codes, deterministically`, () => {
  const products = catalog(newState()).products;
  expect(products.length).toBeGreaterThanOrEqual(MIN_PRODUCTS);
  expect(new Set(products.map((p) => p.code)).size).toBe(products.length);
  expect(catalog(newState()).products).toEqual(products);
  for (const section of catalog(newState()).sections) {
    for (const sub of section.subsections)
      expect(
        products.some((p) => p.subsectionPath === sub.path),
        sub.path,
      ).toBe(true);
  }
});
