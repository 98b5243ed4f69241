import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/index';
import { islands } from '../../src/islands';
import { liveMachines } from '../../src/live/machines';
import { pureMachines } from '../../ui/machines-context';

// A widget is wired in several lists (docs/adding-a-widget.md); these checks fail when one is missed.
const registered = new Map(machineRegistry.map((entry) => [entry.name, entry.machine]));

describe('the widget lists agree', () => {
  it.each(Object.entries(pureMachines))(
    'the machine views get as %s is in the registry under that name',
    (name, machine) => {
      expect(registered.get(name), `${name} is missing from machines/index.ts`).toBe(machine);
    },
  );

  it.each(Object.entries(islands))('island %s names the machines it runs, each one views can get', (name, island) => {
    expect(island.machines.length, `${name} names no machine in src/islands.ts`).toBeGreaterThan(0);
    for (const machine of island.machines) expect(Object.keys(pureMachines)).toContain(machine);
  });

  it.each(Object.entries(liveMachines))('the live %s is the registered machine, wired', (name, machine) => {
    expect(machine.id).toBe(registered.get(name)?.id);
  });
});
