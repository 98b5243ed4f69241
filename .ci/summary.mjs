// The closing lines of `.ci/run`: the machines' path coverage, then for each test run its
// passed, failed and skipped counts, the failed tests by name and the skipped suites (for
// example the Postgres ones when DATABASE_URL is missing). Reads what the runs wrote to
// reports/; exits non-zero when a run wrote nothing, ran no test, or had a failure.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const reports = 'reports';
let ok = true;

const coverage = path.join(reports, 'model-coverage.json');
if (existsSync(coverage)) {
  for (const m of JSON.parse(readFileSync(coverage, 'utf8')).machines) {
    console.log(
      `machine ${m.name}: states ${m.states.reached}/${m.states.total}, transitions ${m.transitions.reached}/${m.transitions.total}`,
    );
  }
} else {
  console.log('machines: no coverage report (the model project did not finish)');
  ok = false;
}

// Mutation testing (run on the machine files the change touched): the score per file, killed
// and timed-out mutants over all that ran. Survivors are listed in reports/mutation/mutation.html.
const mutation = path.join(reports, 'mutation', 'mutation.json');
if (existsSync(mutation)) {
  const count = (mutants, ...statuses) => mutants.filter((m) => statuses.includes(m.status)).length;
  const score = (mutants) => {
    const detected = count(mutants, 'Killed', 'Timeout');
    const valid = detected + count(mutants, 'Survived', 'NoCoverage');
    return `${valid === 0 ? 100 : ((100 * detected) / valid).toFixed(1)}% (${detected}/${valid} killed)`;
  };
  const files = Object.entries(JSON.parse(readFileSync(mutation, 'utf8')).files);
  for (const [file, { mutants }] of files) console.log(`mutation ${file}: ${score(mutants)}`);
  console.log(`mutation score: ${score(files.flatMap(([, f]) => f.mutants))}`);
} else {
  console.log('mutation: no report (no machine file changed, or the run did not finish)');
}

const runs = existsSync(reports) ? readdirSync(reports).filter((f) => /^vitest.*\.json$/.test(f)) : [];
if (!runs.includes('vitest.json')) {
  console.log(`npm test (Node ${process.versions.node}): no report (the run did not finish)`);
  ok = false;
}
// npm test's own report first, then one per extra Node line.
for (const file of runs.sort((a, b) => (a === 'vitest.json' ? -1 : b === 'vitest.json' ? 1 : a.localeCompare(b)))) {
  const node = /^vitest-node-(.+)\.json$/.exec(file)?.[1];
  const label = node ? `Node ${node}, unit + model + server` : `npm test, Node ${process.versions.node}`;
  const run = JSON.parse(readFileSync(path.join(reports, file), 'utf8'));
  const skipped = run.numPendingTests + run.numTodoTests;
  console.log(`vitest (${label}): ${run.numPassedTests} passed, ${run.numFailedTests} failed, ${skipped} skipped`);
  const tests = run.testResults.flatMap((f) => f.assertionResults.map((t) => ({ ...t, file: f.name })));
  for (const t of tests.filter((t) => t.status === 'failed')) {
    console.log(`  failed: ${path.relative(process.cwd(), t.file)} > ${[...t.ancestorTitles, t.title].join(' > ')}`);
  }
  const skippedSuites = new Set(
    tests.filter((t) => t.status === 'skipped' || t.status === 'pending').map((t) => t.ancestorTitles.join(' > ')),
  );
  for (const suite of skippedSuites) console.log(`  skipped: ${suite}`);
  // A file that failed to load has no tests to list, only its message.
  for (const f of run.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0)) {
    console.log(`  failed to run: ${path.relative(process.cwd(), f.name)}: ${(f.message ?? '').split('\n')[0]}`);
  }
  if (run.numTotalTests === 0) console.log('  no test ran');
  if (run.numFailedTests > 0 || run.numFailedTestSuites > 0 || run.numTotalTests === 0) ok = false;
}
process.exit(ok ? 0 : 1);
