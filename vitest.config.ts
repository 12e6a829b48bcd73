import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** `npm test`: every test that needs only Node. System tests have their own config. */
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'packages/*/src/**/*.test.tsx',
      'packages/*/scripts/**/*.test.ts',
      'packages/*/test/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/dist/**', '**/*.system.test.ts'],
    pool: 'forks',
    // Vitest leaves one core to itself by default: one worker on CI's two cores, the other idle.
    maxWorkers: availableParallelism(),
    testTimeout: 20_000,
    reporters: ['default'],
  },
});
