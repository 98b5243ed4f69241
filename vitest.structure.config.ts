import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vite.config';

/**
 * The structural mutation check (test/structure/, `npm run test:structure`): every target,
 * guard and action of each machine with a driver changed one at a time and walked through
 * the view. Not part of `npm test`: a machine takes seconds to minutes.
 */
export default mergeConfig(
  { ...base, test: { ...base.test, projects: [] } },
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'structure',
            include: ['test/structure/**/*.test.tsx'],
            environment: 'node',
            // One test a machine walks all its mutants; a path that hangs fails in 10 s of its own.
            testTimeout: 20 * 60_000,
          },
        },
      ],
    },
  }),
);
