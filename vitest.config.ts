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
    // Test files share their worker's module cache instead of importing the gateway, the client
    // and their libraries afresh for each of some 200 files: the run takes a third of the time.
    // A file that changes process-wide state (zod's configuration, the environment) puts it back.
    isolate: false,
    testTimeout: 20_000,
    reporters: ['default'],
  },
});
