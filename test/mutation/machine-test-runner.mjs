// Stryker's Vitest runner, with one change for the machine files. A machine is built when its
// module loads, so nearly every mutant of one is "static": Stryker cannot see which tests
// cover it and runs every related test file, and through the hubs that gather all machines
// (the registry, the views' machine context, the live wiring) every suite is related to every
// machine: a minute and more a mutant. Here a static mutant of machines/<id>.ts runs the tests
// that can notice it: every test of a file that reaches the machine's file without passing
// through a hub, or renders a view that takes `<id>` from the machine context; and, in files
// that reach it only through a hub (the model walk, the registry checks), the tests whose name
// says `<id>`. Fewer tests can only kill fewer mutants, never more, so the score is not flattered.
// A mutant with which fewer of the chosen tests run than in the unmutated run (a test file
// failed to load: the machine throws as it is built) is killed, not a survivor.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { commonTokens, declareFactoryPlugin, PluginKind, tokens } from '@stryker-mutator/api/plugin';
import { MutantRunStatus, TestStatus } from '@stryker-mutator/api/test-runner';
import { strykerPlugins as vitestPlugins } from '@stryker-mutator/vitest-runner';

const HUBS = new Set(['machines/index.ts', 'ui/machines-context.tsx', 'src/live/machines.ts']);
const SOURCE_DIRS = ['domain', 'machines', 'services', 'ui', 'src', 'test'];
const vitestFactory = vitestPlugins[0].factory;
/** The dry run's tests, in the sandbox every runner process shares. */
const TESTS_FILE = '.stryker-machine-tests.json';

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

function resolveImport(from, specifier) {
  const base = path.join(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {}
  }
  return null;
}

/** Each source file's relative imports, and the machines a view takes from the context. */
function readGraph() {
  const graph = new Map();
  for (const file of SOURCE_DIRS.flatMap(sourceFiles)) {
    const text = readFileSync(file, 'utf8');
    const imports = [...text.matchAll(/from\s+['"](\.[^'"]+)['"]/g)]
      .map((m) => resolveImport(file, m[1]))
      .filter(Boolean);
    const fromContext = [...text.matchAll(/\{([\w\s,:]*)\}\s*=\s*useMachines\(\)/g)].flatMap((m) =>
      m[1].split(',').map((part) => part.split(':')[0].trim()),
    );
    graph.set(file, { imports, machines: fromContext.map((id) => `machines/${id}.ts`) });
  }
  return graph;
}

/** The files a test reaches without passing through a hub. */
function reachedWithoutHubs(graph, testFile) {
  const seen = new Set([testFile]);
  const queue = [testFile];
  while (queue.length > 0) {
    const node = graph.get(queue.pop());
    for (const next of [...(node?.imports ?? []), ...(node?.machines ?? [])]) {
      if (seen.has(next) || HUBS.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return seen;
}

function machineTestRunnerFactory(injector) {
  const inner = injector.injectFunction(vitestFactory);
  const graph = readGraph();
  let tests;
  const reach = new Map();
  const testsFor = (machineFile) => {
    tests ??= JSON.parse(readFileSync(TESTS_FILE, 'utf8'));
    const id = path.basename(machineFile, '.ts');
    const named = new RegExp(`\\b${id}\\b`);
    return tests
      .filter(({ id: testId, name }) => {
        const file = testId.split('#')[0];
        if (!reach.has(file)) reach.set(file, reachedWithoutHubs(graph, file));
        return reach.get(file).has(machineFile) || named.test(name);
      })
      .map((t) => t.id);
  };
  const ranInDryRun = (ids) => {
    const wanted = new Set(ids);
    return tests.filter((t) => wanted.has(t.id) && !t.skipped).length;
  };
  return {
    capabilities: () => inner.capabilities(),
    init: () => inner.init(),
    dispose: () => inner.dispose(),
    async dryRun(options) {
      const result = await inner.dryRun(options);
      // One runner process does the dry run; the others run mutants only, and read the list here.
      if (result.status === 'complete')
        writeFileSync(
          TESTS_FILE,
          JSON.stringify(
            result.tests.map(({ id, name, status }) => ({ id, name, skipped: status === TestStatus.Skipped })),
          ),
        );
      return result;
    },
    async mutantRun(options) {
      // The mutant names the project's file; the run happens in a copy of the project.
      const file = /(?:^|\/)(machines\/[^/]+\.ts)$/.exec(options.activeMutant.fileName)?.[1] ?? '';
      const isMachine = graph.get('machines/index.ts')?.imports.includes(file) ?? false;
      if (options.testFilter || !isMachine) return inner.mutantRun(options);
      const testFilter = testsFor(file);
      if (testFilter.length === 0) return inner.mutantRun(options);
      // Vitest's "related files" would bring back every suite through the hubs: the files of
      // the chosen tests are the run.
      const related = inner.options.vitest.related;
      inner.options.vitest.related = false;
      try {
        const result = await inner.mutantRun({ ...options, testFilter });
        // A mutant that makes a module throw as it loads (an emptied `initial`) fails the test
        // files that import it before any test runs: Vitest reports fewer tests, none failed,
        // and Stryker would call that a survivor. Fewer tests than the unmutated run is a kill.
        const expected = ranInDryRun(testFilter);
        if (result.status === MutantRunStatus.Survived && result.nrOfTests < expected) {
          return {
            status: MutantRunStatus.Killed,
            failureMessage: `only ${result.nrOfTests} of ${expected} tests ran: a test file failed to load with this mutant`,
            killedBy: [],
            nrOfTests: result.nrOfTests,
          };
        }
        return result;
      } finally {
        inner.options.vitest.related = related;
      }
    },
  };
}
machineTestRunnerFactory.inject = tokens(commonTokens.injector);

export const strykerPlugins = [
  declareFactoryPlugin(PluginKind.TestRunner, 'vitest-machines', machineTestRunnerFactory),
];
export const strykerValidationSchema = (await import('@stryker-mutator/vitest-runner')).strykerValidationSchema;
