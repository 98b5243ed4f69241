import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { extractMachinesFromFile } from '@xstate/machine-extractor';
import { afterAll, describe, expect, it } from 'vitest';
import { type AnyStateMachine, createMachine } from 'xstate';
import { type MachineEntry, machineRegistry } from '../../machines/index';
import { exportMachines } from '../../scripts/export-machines';
import { machineSource, sourceFileName } from '../../src/devtools/files';
import { statelyConfig } from '../../src/devtools/stately-config';
import { allStateNodes, machineGraph } from '../../ui/devtools/graph';
import { featureMachine } from '../support/feature-machine';

const entries: MachineEntry[] = [
  ...machineRegistry,
  // Every statechart feature at once, so the export holds for machines not yet written.
  { name: 'feature', machine: featureMachine, description: 'statechart features' },
];

/** Every state of a config tree, by the id XState gives it. */
function configStateIds(config: Record<string, unknown>, id: string): string[] {
  const states = (config.states ?? {}) as Record<string, Record<string, unknown>>;
  return [
    id,
    ...Object.entries(states).flatMap(([key, child]) => configStateIds(child, (child.id as string) ?? `${id}.${key}`)),
  ];
}

/** What a transition is, without functions: where from, on what, where to, under which guard. */
function transitions(machine: AnyStateMachine) {
  return machineGraph(machine)
    .transitions.map((t) =>
      JSON.stringify({
        source: t.sourceId,
        // Named delays are exported as their milliseconds.
        on: t.delay ? `after ${t.delay.ms ?? t.delay.name}` : t.eventType,
        targets: t.targetIds,
        guard: t.guard,
        actions: t.actions,
        reenter: t.reenter,
      }),
    )
    .sort();
}

/** One transition as the editor shows it: from where, on what, to where, under which guard. */
type Arrow = { source: string; on: string; targets: string[]; guard: string | null };

/** The arrows of the machine itself, as XState built it. */
function machineArrows(machine: AnyStateMachine): Arrow[] {
  return machineGraph(machine).transitions.map((t) => {
    const type = t.eventType ?? '';
    const on = t.delay
      ? `after ${t.delay.ms ?? t.delay.name}`
      : t.eventType === null
        ? 'always'
        : type.startsWith('xstate.done.actor.')
          ? `onDone ${type.slice('xstate.done.actor.'.length)}`
          : type.startsWith('xstate.error.actor.')
            ? `onError ${type.slice('xstate.error.actor.'.length)}`
            : type.startsWith('xstate.done.state.')
              ? 'onDone'
              : type;
    return { source: t.sourceId, on, targets: t.targetIds, guard: t.guard ?? null };
  });
}

type Extracted = Record<string, unknown>;
const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The arrows of the configuration Stately's parser read from the exported module. */
function parsedArrows(config: Extracted): Arrow[] {
  const nodes: { id: string; parent: string | null; config: Extracted }[] = [];
  const childId = new Map<string, string>();
  // XState's ids: a state's own `id`, or its parent's id and its key.
  const walk = (node: Extracted, id: string, parent: string | null) => {
    nodes.push({ id, parent, config: node });
    for (const [key, child] of Object.entries((node.states ?? {}) as Record<string, Extracted>)) {
      const own = typeof child.id === 'string' ? child.id : `${id}.${key}`;
      childId.set(`${id}.${key}`, own);
      walk(child, own, id);
    }
  };
  walk(config, config.id as string, null);
  const arrows: Arrow[] = [];
  for (const { id, parent, config: node } of nodes) {
    const resolve = (target: string) =>
      target.startsWith('#')
        ? target.slice(1)
        : target.startsWith('.')
          ? (childId.get(`${id}${target}`) ?? target)
          : (childId.get(`${parent}.${target}`) ?? target);
    const add = (on: string, value: unknown) => {
      for (const t of list(value as Extracted | Extracted[])) {
        const cond = t.cond as { type?: string } | undefined;
        arrows.push({ source: id, on, targets: list(t.target as string).map(resolve), guard: cond?.type ?? null });
      }
    };
    for (const [event, value] of Object.entries((node.on ?? {}) as Extracted)) add(event, value);
    for (const [ms, value] of Object.entries((node.after ?? {}) as Extracted)) add(`after ${ms}`, value);
    add('always', node.always);
    for (const invoke of list(node.invoke as Extracted | Extracted[])) {
      add(`onDone ${invoke.id}`, invoke.onDone);
      add(`onError ${invoke.id}`, invoke.onError);
    }
    add('onDone', node.onDone);
  }
  return arrows;
}

const sortArrows = (arrows: Arrow[]) => arrows.map((a) => JSON.stringify(a)).sort();

describe.each(entries.map((e) => [e.name, e] as const))('exported machine %s', (_name, entry) => {
  const json = statelyConfig(entry.machine, entry.description) as Record<string, unknown>;

  it("parses with Stately's own parser as one machine with the same states and transitions", () => {
    const parsed = extractMachinesFromFile(machineSource(entry));
    expect(parsed?.machines).toHaveLength(1);
    const config = parsed!.machines[0]!.toConfig() as Extracted;
    expect(config.id).toBe(entry.machine.id);
    expect(configStateIds(config, entry.machine.id).sort()).toEqual(
      allStateNodes(entry.machine)
        .map((n) => n.id)
        .sort(),
    );
    expect(sortArrows(parsedArrows(config))).toEqual(sortArrows(machineArrows(entry.machine)));
  });

  it('lists every state of the machine', () => {
    expect(configStateIds(json, json.id as string).sort()).toEqual(
      allStateNodes(entry.machine)
        .map((n) => n.id)
        .sort(),
    );
  });

  it('lists every transition with its event, target, guard and delay, and nothing else', () => {
    const rebuilt = createMachine(json as Parameters<typeof createMachine>[0]);
    expect(transitions(rebuilt)).toEqual(transitions(entry.machine));
    expect(machineGraph(rebuilt).states.map(({ id, type, initial }) => ({ id, type, initial }))).toEqual(
      machineGraph(entry.machine).states.map(({ id, type, initial }) => ({ id, type, initial })),
    );
  });

  it('keeps names and drops functions', () => {
    const text = JSON.stringify(json);
    expect(text).not.toMatch(/=>|function/);
    expect(json.id).toBe(entry.machine.id);
  });
});

describe('npm run machines:export', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'machines-export-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes an SVG and a createMachine module per registered machine and an index linking them, the same as docs/machines/', async () => {
    const files = await exportMachines(dir);
    expect(files).toEqual(
      ['README.md', ...machineRegistry.flatMap((e) => [sourceFileName(e.name), `${e.name}.svg`])].sort(),
    );
    const index = readFileSync(path.join(dir, 'README.md'), 'utf8');
    for (const e of machineRegistry) {
      expect(index).toContain(`(${e.name}.svg)`);
      const svg = readFileSync(path.join(dir, `${e.name}.svg`), 'utf8');
      expect(svg).toContain(`data-machine="${e.name}"`);
      for (const n of allStateNodes(e.machine)) expect(svg).toContain(`data-state-id="${n.id}"`);
    }
    // The committed export is what a fresh export writes, file for file (the layout is
    // deterministic): a machine changed without `npm run machines:export` fails here.
    const committed = path.resolve('docs/machines');
    expect(readdirSync(committed).sort(), 'docs/machines/ is stale: run npm run machines:export').toEqual(
      readdirSync(dir).sort(),
    );
    for (const file of files) {
      expect(
        readFileSync(path.join(committed, file), 'utf8'),
        `docs/machines/${file} is stale: run npm run machines:export`,
      ).toBe(readFileSync(path.join(dir, file), 'utf8'));
    }
    // Lays out every machine's chart: seconds of CPU, more on a loaded 2-core CI machine.
  }, 60_000);
});
