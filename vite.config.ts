import { availableParallelism } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './scripts/precompress.ts';

type ModuleGraph = (id: string) => { id: string; importedIds: readonly string[] } | null;
let startUp: Set<string> | undefined;

/**
 * What the page's start-up (src/start-client.tsx, loaded once the first screen is painted:
 * docs/decisions/0312) imports, directly or not. It goes in one file with the runtime, as it
 * went with the entry before: left to itself the bundler splits what start-up shares with the
 * widgets' chunks (the machine definitions, the island wrapper, the modal) into five more
 * files, 3 KB more to fetch.
 */
function startsWithThePage(graph: ModuleGraph): Set<string> {
  if (startUp) return startUp;
  const reach = (file: string, found: Set<string>, skip = new Set<string>()) => {
    const visit = (id: string) => {
      if (found.has(id) || skip.has(id)) return;
      found.add(id);
      for (const next of graph(id)?.importedIds ?? []) visit(next);
    };
    const root = graph(path.resolve(file));
    if (root) visit(root.id);
    return found;
  };
  // What the entry (the loader) imports stays in it: the loader must not wait for this file.
  const loader = reach('src/entry-client.tsx', new Set());
  startUp = reach('src/start-client.tsx', new Set(), loader);
  return startUp;
}

/**
 * One config for the client build (hashed assets with a manifest the server reads) and
 * for the test projects. Browser suites run one file at a time: two cores run one
 * Chromium and one server comfortably, not four.
 */
export default defineConfig({
  plugins: [react(), precompress()],
  publicDir: false,
  build: {
    outDir: 'dist/client',
    manifest: true,
    // The one chunk past Vite's 500 kB warning is the machine inspector (elkjs), loaded only
    // with ?inspect=1; what shoppers download is measured against its budget by npm run bench.
    chunkSizeWarningLimit: 1600,
    emptyOutDir: true,
    rollupOptions: {
      input: 'src/entry-client.tsx',
      // React, XState and the few small modules of ours every page runs with the entry, in one
      // file: left to itself the bundler splits them into five shared chunks (8.2, 3.1, 0.6,
      // 0.2 and 0.2 KB brotli), which compress 2 KB worse apart (docs/decisions/0288).
      output: {
        codeSplitting: {
          // What start-up imports goes in the runtime, not what the loader shares with it.
          includeDependenciesRecursively: false,
          groups: [
            {
              name: (id, chunking) =>
                /node_modules\/(react|react-dom|scheduler|xstate|@xstate|use-sync-external-store)\/|\/domain\/rest\.ts$|\/machines\/timings\.ts$|\/ui\/forms\/FieldLabel\.tsx$/.test(
                  id,
                ) || startsWithThePage((m) => chunking.getModuleInfo(m)).has(id)
                  ? 'runtime'
                  : null,
            },
          ],
        },
      },
    },
  },
  test: {
    // One test file per core. Vitest's default leaves one core to its main process (one worker on
    // CI's two cores), which sits idle while the server suites wait on Postgres, child processes
    // and sockets (docs/decisions/0380). The browser project still runs its files one at a time.
    maxWorkers: availableParallelism(),
    // CI also writes the results as JSON, for the run's closing "N passed, N failed" lines;
    // each of its runs names its own file.
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: process.env.VITEST_JSON_REPORT ?? 'reports/vitest.json' }]]
      : ['default'],
    projects: [
      {
        extends: true,
        // Stately's parser (@xstate/machine-extractor, used by a unit test) is written against
        // XState 4 and loads two of its modules; it gets them from the `xstate-v4` alias package.
        resolve: {
          alias: [
            { find: /^xstate\/lib\/(.*)$/, replacement: 'xstate-v4/lib/$1' },
            {
              // Its ES module build, so the alias above applies to what it imports.
              find: /^@xstate\/machine-extractor$/,
              replacement: path.resolve('node_modules/@xstate/machine-extractor/dist/xstate-machine-extractor.esm.js'),
            },
          ],
        },
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          environment: 'node',
          server: { deps: { inline: ['@xstate/machine-extractor'] } },
          // Password hashing and chart layout take seconds on a loaded 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'model',
          include: ['test/model/**/*.test.ts', 'test/model/**/*.test.tsx'],
          environment: 'node',
          // A machine walks in well under a second; one that runs away fails here rather than hangs.
          testTimeout: 10_000,
          globalSetup: ['test/model/coverage-report.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['test/component/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['test/component/setup.ts'],
          // jsdom renders take seconds on a loaded 2-core machine; the clock in these tests is fake.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['test/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/support/memory-database-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          // Run after the other projects have finished, alone: a browser test waits on Chromium,
          // the shop and the page's own timers, and on two cores shared with the unit, model and
          // server workers its margins were gone (focus and announcements read late).
          sequence: { groupOrder: 1 },
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 240_000,
          fileParallelism: false,
          // A page update waits on the lazily loaded cart client, the server and the 400 ms
          // fade: on a loaded 2-core machine one second is not enough margin. Polls wait for
          // what the page shows, up to this long; they pass as soon as it shows.
          expect: { poll: { timeout: 15_000 } },
          globalSetup: ['test/browser/global-setup.ts', 'test/support/memory-database-setup.ts'],
          setupFiles: ['test/browser/setup-csp.ts'],
        },
      },
    ],
  },
});
