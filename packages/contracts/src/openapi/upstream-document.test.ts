import { describe, expect, it } from 'vitest';
import { upstreamOperations } from '../upstream/upstream-operations.js';
import { upstreamContractFiles } from './generated-files.js';
import { readGenerated } from './write-generated.js';

describe('upstream contract', () => {
  it('committed generated files match the operation table (run `npm run contracts` when this fails)', async () => {
    for (const file of await upstreamContractFiles()) {
      const committed = await readGenerated(file.path);
      expect(committed, file.path).toBe(file.content);
    }
  });

  it('writes every path after the versioned prefix, with a trailing slash as the spec does', () => {
    for (const [id, operation] of Object.entries(upstreamOperations)) {
      expect(operation.path, id).toMatch(/^\/[^?#]*\/$/);
      expect(operation.path, id).not.toMatch(/^\/api\//);
    }
  });
});
