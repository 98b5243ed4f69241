import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type AnyStateMachine, createMachine } from 'xstate';
import { type MachineEntry, machineRegistry } from '../../machines/index';
import { exportMachines } from '../../scripts/export-machines';
import { machineJson } from '../../src/devtools/files';
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
  return machineGraph(machine).transitions.map((t) => ({
    id: t.id,
    targets: t.targetIds,
    guard: t.guard,
    delay: t.delay?.name,
    actions: t.actions,
    reenter: t.reenter,
  }));
}

describe.each(entries.map((e) => [e.name, e] as const))('exported JSON of %s', (_name, entry) => {
  const json = JSON.parse(machineJson(entry)) as Record<string, unknown>;

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
    const text = machineJson(entry);
    expect(text).not.toMatch(/=>|function/);
    expect(json.id).toBe(entry.machine.id);
  });
});

describe('npm run machines:export', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'machines-export-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes an SVG and a JSON file per registered machine and an index linking them', async () => {
    const files = await exportMachines(dir);
    expect(files).toEqual(['README.md', ...machineRegistry.flatMap((e) => [`${e.name}.json`, `${e.name}.svg`])].sort());
    const index = readFileSync(path.join(dir, 'README.md'), 'utf8');
    for (const e of machineRegistry) {
      expect(index).toContain(`(${e.name}.svg)`);
      const svg = readFileSync(path.join(dir, `${e.name}.svg`), 'utf8');
      expect(svg).toContain(`data-machine="${e.name}"`);
      for (const n of allStateNodes(e.machine)) expect(svg).toContain(`data-state-id="${n.id}"`);
    }
  });
});
