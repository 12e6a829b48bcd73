import { expect, it } from 'vitest';
import { liftSharedDefinitions } from './lift-shared-definitions.js';

it('lifts __shared $defs into named components and points references at them', () => {
  const brand = { type: 'object', properties: { id: { type: 'integer' } } };
  const document = {
    paths: { '/x': { get: { schema: { $ref: '#/components/schemas/__shared#/$defs/Cart' } } } },
    components: {
      schemas: {
        AuthState: { properties: { cart: { $ref: '#/components/schemas/__sharedInput#/$defs/Cart' } } },
        __shared: {
          $defs: {
            Cart: { properties: { brand: { $ref: '#/components/schemas/__shared#/$defs/Brand' } } },
            Brand: brand,
          },
        },
        __sharedInput: {
          $defs: {
            Cart: { properties: { brand: { $ref: '#/components/schemas/__sharedInput#/$defs/Brand' } } },
            Brand: brand,
          },
        },
      },
    },
  };
  const lifted = liftSharedDefinitions(document);
  const text = JSON.stringify(lifted);
  expect(text).not.toContain('__shared');
  expect(lifted.components).toMatchObject({
    schemas: {
      Brand: brand,
      Cart: { properties: { brand: { $ref: '#/components/schemas/Brand' } } },
      AuthState: { properties: { cart: { $ref: '#/components/schemas/Cart' } } },
    },
  });
});
