import { defineConfig } from 'vitest/config';

/**
 * `npm run test:system`: tests that need more than Node (Redis, several gateway instances,
 * nginx, Chromium). They start what they need on free loopback ports and stop it afterwards.
 * Two projects, each one file at a time: `bff` (Node processes, Redis, nginx) and `web` (Chromium).
 * One run takes them one file after the other; CI (.ci/run) runs the two projects side by side,
 * since the bff files mostly wait (sentinels, drains, bounded load) while a browser file computes.
 */
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    projects: [
      { extends: true, test: { name: 'bff', include: ['packages/bff/test/**/*.system.test.ts'] } },
      { extends: true, test: { name: 'web', include: ['packages/web/test/**/*.system.test.ts'] } },
    ],
    exclude: ['**/node_modules/**', '**/dist/**'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
