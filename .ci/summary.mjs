// The closing lines of `.ci/run`: the machines' path coverage, the mutation scores, the
// structural mutants walked through the views, then for each test run its
// passed, failed and skipped counts, the failed tests by name and the skipped suites (for
// example the Postgres ones when DATABASE_URL is missing), and last a table of how long each
// of the run's steps took. Reads what the runs wrote to
// reports/; exits non-zero when a run wrote nothing, ran no test, or had a failure.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

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

// Mutation testing: the score per machine file, killed and timed-out mutants over all that
// ran. The files this run mutated (those the change touched) are measured now; the rest are
// their last recorded run (test/mutation/scores.json, with the equivalent survivors each
// decision note explains). Survivors are listed in reports/mutation/mutation.html.
const mutation = path.join(reports, 'mutation', 'mutation.json');
const recorded = JSON.parse(readFileSync('test/mutation/scores.json', 'utf8')).machines;
const rows = new Map(
  Object.entries(recorded).map(([id, r]) => [id, { ...r, from: `recorded ${r.measured}, note ${r.note}` }]),
);
if (existsSync(mutation)) {
  const count = (mutants, ...statuses) => mutants.filter((m) => statuses.includes(m.status)).length;
  for (const [file, { mutants }] of Object.entries(JSON.parse(readFileSync(mutation, 'utf8')).files)) {
    const id = path.basename(file, '.ts');
    const killed = count(mutants, 'Killed', 'Timeout');
    const valid = killed + count(mutants, 'Survived', 'NoCoverage');
    rows.set(id, { mutants: valid, killed, equivalent: rows.get(id)?.equivalent ?? 0, from: 'this run' });
  }
} else {
  console.log('mutation: this run mutated nothing (no machine file changed, or the run did not finish)');
}
const pct = (n, d) => (d === 0 ? '100.0' : ((100 * n) / d).toFixed(1));
const machineFiles = readdirSync('machines').filter((f) => f.endsWith('.ts') && f !== 'index.ts');
for (const id of machineFiles.map((f) => path.basename(f, '.ts')).sort()) {
  const r = rows.get(id);
  if (!r) {
    console.log(`mutation machines/${id}.ts: not measured`);
    continue;
  }
  if (r.mutants === 0) {
    console.log(`mutation machines/${id}.ts: no mutants (nothing Stryker can change) ${r.from}`);
    continue;
  }
  const clear = r.mutants - r.equivalent;
  const since = r.killedSince ? `, ${r.killedSince} more killed by later tests` : '';
  console.log(
    `mutation machines/${id}.ts: ${pct(r.killed, r.mutants)}% (${r.killed}/${r.mutants} killed${since}; ${pct(r.killed + (r.killedSince ?? 0), clear)}% of the rest once ${r.equivalent} equivalent are set aside) ${r.from}`,
  );
}
const all = [...rows.values()];
const sum = (key) => all.reduce((n, r) => n + (r[key] ?? 0), 0);
console.log(
  `mutation score, machines/ (${all.length} of ${machineFiles.length} files measured): ${pct(sum('killed'), sum('mutants'))}% (${sum('killed')}/${sum('mutants')} killed), ${pct(sum('killed') + sum('killedSince'), sum('mutants') - sum('equivalent'))}% once equivalent mutants are set aside and later tests' kills counted`,
);

// Structural mutants walked through the views (npm run test:structure, note 0310): per
// machine, how many a walk caught; those the note lists (equivalent, not walked, driver gap); any other.
const structure = path.join(reports, 'structural-mutation.json');
if (existsSync(structure)) {
  const { machines } = JSON.parse(readFileSync(structure, 'utf8'));
  for (const m of machines) {
    console.log(
      `structure ${m.name}: ${m.caught}/${m.mutants} caught through the view, ${m.equivalent.length} equivalent, ${m.notWalked.length} not walked, ${m.driverGap.length} driver gaps, ${m.uncaught.length} uncaught`,
    );
    for (const u of m.uncaught) console.log(`  uncaught: ${u}`);
  }
  const total = (key) => machines.reduce((n, m) => n + (typeof m[key] === 'number' ? m[key] : m[key].length), 0);
  console.log(
    `structural mutants (${machines.length} machines): ${total('caught')}/${total('mutants')} caught, ${total('equivalent')} equivalent, ${total('notWalked')} not walked, ${total('driverGap')} driver gaps, ${total('uncaught')} uncaught`,
  );
} else {
  console.log('structure: no report (the structural mutation check did not finish)');
}

const runs = existsSync(reports) ? readdirSync(reports).filter((f) => /^vitest.*\.json$/.test(f)) : [];
if (!runs.includes('vitest.json')) {
  console.log(`npm test (Node ${process.versions.node}): no report (the run did not finish)`);
  ok = false;
}
// npm test's own report first, then one per extra Node line.
for (const file of runs.sort((a, b) => (a === 'vitest.json' ? -1 : b === 'vitest.json' ? 1 : a.localeCompare(b)))) {
  const node = /^vitest-node-(.+)\.json$/.exec(file)?.[1];
  const label = node
    ? `Node ${node}, unit + the Node-sensitive server suites`
    : `npm test, Node ${process.versions.node}`;
  const run = JSON.parse(readFileSync(path.join(reports, file), 'utf8'));
  const skipped = run.numPendingTests + run.numTodoTests;
  console.log(`vitest (${label}): ${run.numPassedTests} passed, ${run.numFailedTests} failed, ${skipped} skipped`);
  const tests = run.testResults.flatMap((f) => f.assertionResults.map((t) => ({ ...t, file: f.name })));
  for (const t of tests.filter((t) => t.status === 'failed')) {
    console.log(`  failed: ${path.relative(process.cwd(), t.file)} > ${[...t.ancestorTitles, t.title].join(' > ')}`);
    // The first lines of why, so a failure seen only in CI can be read from the summary alone.
    const why = stripVTControlCharacters((t.failureMessages ?? []).join('\n')).split('\n');
    for (const line of why.filter((l) => l.trim()).slice(0, 8)) console.log(`    ${line.slice(0, 240)}`);
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
// Where npm test's time goes: each project's summed file time, then the slowest files (the JSON
// report's start and end of each file), the figures to start from when CI grows (note 0341).
if (runs.includes('vitest.json')) {
  const files = JSON.parse(readFileSync(path.join(reports, 'vitest.json'), 'utf8')).testResults.map((f) => ({
    name: path.relative(process.cwd(), f.name),
    seconds: Math.max(0, (f.endTime - f.startTime) / 1000),
  }));
  const byProject = new Map();
  for (const f of files) {
    const project = f.name.split('/')[1] ?? 'other';
    byProject.set(project, (byProject.get(project) ?? 0) + f.seconds);
  }
  console.log(
    '\nnpm test, seconds per project (files summed; unit, model, component and server run one file per core):',
  );
  for (const [project, seconds] of [...byProject].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${project}: ${Math.round(seconds)}`);
  }
  console.log('slowest files:');
  for (const f of files.sort((a, b) => b.seconds - a.seconds).slice(0, 15)) {
    console.log(`  ${String(Math.round(f.seconds)).padStart(5)} s  ${f.name}`);
  }
}

// Last, how long each step of .ci/run took (it writes each step's start to ci-steps.tsv), the
// summary's own step up to now: where CI's time goes (docs/decisions/0341).
const stepsFile = path.join(reports, 'ci-steps.tsv');
if (existsSync(stepsFile)) {
  const steps = readFileSync(stepsFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [at, ...name] = line.split('\t');
      return { at: Number(at), name: name.join('\t') };
    });
  const now = Math.round(Date.now() / 1000);
  const rows = steps.map((s, i) => [s.name, (steps[i + 1]?.at ?? now) - s.at]);
  const total = now - (steps[0]?.at ?? now);
  rows.push(['total', total]);
  const width = Math.max(4, ...rows.map(([name]) => name.length));
  const clock = (seconds) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  console.log(`\n| ${'step'.padEnd(width)} | seconds | min:s |`);
  console.log(`| ${'-'.repeat(width)} | ------: | ----: |`);
  for (const [name, seconds] of rows) {
    console.log(`| ${name.padEnd(width)} | ${String(seconds).padStart(7)} | ${clock(seconds).padStart(5)} |`);
  }
} else {
  console.log('steps: no reports/ci-steps.tsv (the summary ran outside .ci/run)');
}
process.exit(ok ? 0 : 1);
