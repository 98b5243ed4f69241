// Mutation testing (`npm run test:mutation`): Stryker changes the machines and the shared rules
// one small edit at a time (a flipped guard, a dropped action, an emptied target) and runs the
// unit, model and component suites against each; a mutant no test notices "survived".
// Reports: reports/mutation/mutation.html (open in a browser) and mutation.json.
// `npm run test:mutation -- --mutate machines/popup.ts` runs one file.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest-machines',
  plugins: ['./test/mutation/machine-test-runner.mjs'],
  vitest: { configFile: 'stryker.vitest.config.ts', related: true },
  mutate: ['machines/**/*.ts', '!machines/index.ts'],
  coverageAnalysis: 'perTest',
  concurrency: Number(process.env.STRYKER_CONCURRENCY ?? 2),
  // A mutant that makes a machine loop forever is killed by timing out, not waited on.
  timeoutMS: 20_000,
  // The unmutated run of every suite takes minutes on a busy machine.
  dryRunTimeoutMinutes: 30,
  reporters: ['html', 'json', 'clear-text', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  thresholds: { high: 95, low: 90, break: null },
};
