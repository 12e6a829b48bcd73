import { defineConfig } from 'vitest/config';

/**
 * `npm run test:system`: tests that need more than Node (Redis, several gateway instances,
 * nginx, Chromium). They start what they need on free loopback ports and stop it afterwards.
 */
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    include: ['packages/*/test/**/*.system.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
