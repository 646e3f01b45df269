import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// One runner for the unit, API and browser tiers; each workspace is a project.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: 'packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          // The repository's scripts (npm start's build stamp).
          name: 'scripts',
          root: 'scripts',
          include: ['**/*.test.mjs'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // npm run test:reliability: the server as its own process under hostile input and faults.
          name: 'reliability',
          root: 'apps/server',
          include: ['reliability/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      ...(existsSync('apps/web/vitest.config.ts') ? ['apps/web/vitest.config.ts'] : []),
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          // A real browser against a real server: one retry absorbs a rare timing hiccup on a
          // busy machine; a test that fails twice is a failure.
          retry: 1,
          include: ['**/*.spec.ts'],
          exclude: ['**/node_modules/**'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          globalSetup: ['support/global-setup.ts'],
        },
      },
    ],
  },
});
