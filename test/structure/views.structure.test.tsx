// @vitest-environment jsdom
import '../component/setup';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { modelEntries } from '../model/entries';
import type { ModelEntry } from '../model/harness';
import type { PathDriver, RunMachine } from '../model/views/driver';
import { clearPage, movesOf, type ViewPath, viewPaths, walkPath } from '../model/views/walk';
import { build, eventlessCycle, type Mutant, mutantsOf } from './mutants';

// As in the model walk: leaving the page is recorded, not carried out.
vi.mock('../../services/navigation', async (original) => ({
  ...(await original<typeof import('../../services/navigation')>()),
  goTo: vi.fn(),
}));

const drivers = import.meta.glob<PathDriver>('../model/views/*.tsx', { eager: true, import: 'default' });
/** Machines to mutate: STRUCTURE_MACHINES=popup,passwordField, or every machine with a driver. */
const only = process.env.STRUCTURE_MACHINES?.split(',').filter(Boolean);
/** A walk of one path that takes longer than this (real time) hangs: the model test would time out. */
const PATH_TIMEOUT_MS = 10_000;
const realSetTimeout = globalThis.setTimeout;
const REPORT = path.resolve('reports/structural-mutation.json');

type Kind = 'equivalent' | 'not walked' | 'driver gap';
/**
 * The mutants note 0310 lists, each with its kind and why: `equivalent`, no shopper could
 * tell it from the machine; `not walked`, a shopper could, but the mutant's own generated
 * paths never take the steps that would show it (a gap of walking generated paths); `driver
 * gap`, the driver does not yet check what a shopper would notice (listed until it does).
 */
function listedInNote(): Map<string, { kind: Kind; reason: string }> {
  const dir = path.resolve('docs/decisions');
  const note = readdirSync(dir).find((f) => f.startsWith('0310-'));
  const rows = note ? readFileSync(path.join(dir, note), 'utf8').split('\n') : [];
  return new Map(
    rows.flatMap((row) => {
      const m = /^\|\s*(\w+)\s*\|\s*`([^`]+)`\s*\|\s*(equivalent|not walked|driver gap)\s*\|\s*(.+?)\s*\|\s*$/.exec(
        row,
      );
      return m ? [[`${m[1]}: ${m[2]}`, { kind: m[3] as Kind, reason: m[4]! }] as const] : [];
    }),
  );
}

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => realSetTimeout(() => reject(new Error(`hangs (over ${ms / 1000} s)`)), ms));
}

const firstLine = (e: unknown) => (e instanceof Error ? e.message : String(e)).split('\n')[0]!.slice(0, 160);

/**
 * A run hook that hands `mutant` to the view. Without a mutant it hands the machine itself
 * with one more entry action at its root, which notes that an actor of it started: the
 * view ran the machine it was handed, not one of its own (an island that provides its own).
 */
function runHook(entry: ModelEntry, mutant: Mutant | null, started = { yes: false }): RunMachine {
  return <T extends AnyStateMachine>(machine: T) => {
    if (machine.config !== entry.machine.config)
      throw new Error(`${entry.name}: the view's machine is not ${entry.name}`);
    const { config } = machine as { config: Record<string, unknown> };
    const probe = {
      name: 'probe',
      config: { ...config, entry: [config.entry ?? [], () => (started.yes = true)].flat() },
    };
    return build(mutant ?? probe, machine) as T;
  };
}

/** Walks `paths` through the view running `mutant`: how the first failing path fails, or null. */
async function walkFails(entry: ModelEntry, driver: PathDriver, mutant: Mutant, paths: ViewPath[], which: string) {
  for (const [i, p] of paths.entries()) {
    try {
      await Promise.race([walkPath(entry.name, driver, p, runHook(entry, mutant)), timeout(PATH_TIMEOUT_MS)]);
    } catch (e) {
      return `${which} ${i}: ${firstLine(e)}`;
    } finally {
      clearPage();
    }
  }
  return null;
}

/**
 * How the walk through the view fails with the mutant, or null when it does not: first the
 * mutant's own paths (its moves, then the page), then, for a mutant they do not catch, the
 * real machine's paths (`realPaths`, those the model walk takes) with the mutant running, each
 * step checked against the state the real machine reached. A mutant that only drops a context
 * write merges states of its own graph, so its own shortest paths stop before it differs; the
 * real machine's paths go on, as a test generated from the model runs against the implementation.
 */
async function killedBy(
  entry: ModelEntry,
  driver: PathDriver,
  mutant: Mutant,
  realPaths: ViewPath[],
): Promise<string | null> {
  const machine = build(mutant, entry.machine);
  if (eventlessCycle(machine, true)) return 'loops without end (eventless cycle)';
  let paths: ReturnType<typeof viewPaths>;
  try {
    paths = viewPaths(entry, driver, machine);
  } catch (e) {
    return `paths: ${firstLine(e)}`;
  }
  const { taken, allowed } = movesOf(paths, driver);
  const extra = taken.find((m) => !allowed.includes(m));
  if (extra) return `moves: takes ${extra}`;
  const missing = allowed.find((m) => !taken.includes(m));
  if (missing) return `moves: never takes ${missing}`;
  const own = await walkFails(entry, driver, mutant, paths, 'path');
  if (own) return own;
  const began = performance.now();
  try {
    return await walkFails(entry, driver, mutant, realPaths, 'real path');
  } finally {
    secondWalks.mutants++;
    secondWalks.ms += performance.now() - began;
  }
}
/** How many mutants were walked again along the real machine's paths, and the time it took (for the report). */
const secondWalks = { mutants: 0, ms: 0 };

interface Row {
  name: string;
  mutants: number;
  caught: number;
  equivalent: { mutant: string; reason: string }[];
  notWalked: { mutant: string; reason: string }[];
  driverGap: { mutant: string; reason: string }[];
  uncaught: string[];
  caughtBy: Record<string, string>;
}
const rows: Row[] = [];

const runs = Object.entries(drivers)
  .map(([file, driver]) => ({ name: file.slice('../model/views/'.length, -'.tsx'.length), driver }))
  .filter(({ name }) => !only || only.includes(name));

/**
 * Every target, guard and action of each machine with a driver, changed one at a time, must
 * make the walk through the view fail: the moves the paths take, or what the page shows.
 */
describe.each(runs.map((r) => [r.name, r] as const))('%s: structural mutants', (name, { driver }) => {
  it('every mutant fails the walk through the view, or is listed in note 0310', async () => {
    const entry = modelEntries.find((e) => e.name === name) as ModelEntry;
    // The unmutated machine passes, through the view (not a machine of its own the driver builds).
    const realPaths = viewPaths(entry, driver);
    for (const p of realPaths) {
      const started = { yes: false };
      await walkPath(name, driver, p, runHook(entry, null, started)).finally(clearPage);
      expect(started.yes, `${name}: the view must run the machine its driver hands to run()`).toBe(true);
    }
    const listed = listedInNote();
    const row: Row = {
      name,
      mutants: 0,
      caught: 0,
      equivalent: [],
      notWalked: [],
      driverGap: [],
      uncaught: [],
      caughtBy: {},
    };
    for (const mutant of mutantsOf(entry.machine)) {
      row.mutants++;
      const how = await killedBy(entry, driver, mutant, realPaths);
      const note = listed.get(`${name}: ${mutant.name}`);
      if (how) {
        row.caught++;
        row.caughtBy[mutant.name] = how;
      } else if (note)
        row[
          ({ equivalent: 'equivalent', 'not walked': 'notWalked', 'driver gap': 'driverGap' } as const)[note.kind]
        ].push({ mutant: mutant.name, reason: note.reason });
      else row.uncaught.push(mutant.name);
    }
    rows.push(row);
    expect(row.uncaught).toEqual([]);
    // A mutant the note lists that the walk now catches is listed wrongly: the note must say so.
    const stale = [...listed.keys()].filter((k) => k.startsWith(`${name}: `) && row.caughtBy[k.slice(name.length + 2)]);
    expect(stale).toEqual([]);
  });
});

afterAll(() => {
  rows.sort((a, b) => a.name.localeCompare(b.name));
  const table = [
    ['machine', 'mutants', 'caught', 'equivalent', 'not walked', 'driver gap', 'uncaught'],
    ...rows.map((r) => [
      r.name,
      String(r.mutants),
      String(r.caught),
      String(r.equivalent.length),
      String(r.notWalked.length),
      String(r.driverGap.length),
      String(r.uncaught.length),
    ]),
  ];
  const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
  const line = (row: string[]) => row.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  const out = [
    '',
    'Structural mutants walked through the view (a target swapped, a guard removed or inverted, an action removed)',
    line(table[0]!),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...table.slice(1).map(line),
    ...rows.flatMap((r) => r.uncaught.map((m) => `  uncaught: ${r.name}: ${m}`)),
    `Walked again along the real machine's paths: ${secondWalks.mutants} mutants, ${(secondWalks.ms / 1000).toFixed(1)} s`,
    '',
  ];
  process.stdout.write(`${out.join('\n')}\n`);
  mkdirSync(path.dirname(REPORT), { recursive: true });
  writeFileSync(REPORT, JSON.stringify({ machines: rows, secondWalks }, null, 2));
});
