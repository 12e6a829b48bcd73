import { readGenerated } from '@gf/contracts/openapi/write-generated';
import { expect, it } from 'vitest';
import { bffContractFiles } from './bff-contract.js';

it('committed gateway contract matches the route schemas (run `npm run contracts` when this fails)', async () => {
  for (const file of await bffContractFiles()) {
    expect(await readGenerated(file.path), file.path).toBe(file.content);
  }
});
