import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { machineTable } from '../../machines/index';
import { islands } from '../../src/islands';
import { liveMachines, type PageWiring, pageMachines, wiredMachines } from '../../src/live/machines';
import { type Machines, pureMachines } from '../../ui/machines-context';

// A machine is registered in one table (machines/index.ts) and everything else is derived from
// it or found by a file's name (docs/adding-a-widget.md); these checks fail when a piece is
// missing or misnamed.
const registered = new Map(Object.entries(machineTable).map(([name, entry]) => [name, entry.machine]));

describe('the widget lists agree', () => {
  it.each(Object.entries(machineTable))('machine %s is registered under its own id', (name, entry) => {
    expect(entry.machine.id, `machines/index.ts lists ${entry.machine.id} as ${name}`).toBe(name);
  });

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

// What a forgotten list entry costs silently, without these: an island that never hydrates,
// effects that do nothing in the browser, a stylesheet that never loads.
const root = path.resolve(import.meta.dirname, '../..');
const filesUnder = (dir: string, ending: string): string[] =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(ending))
    .map((file) => path.join(dir, file));

describe('a widget is wired everywhere it must be', () => {
  const marked = [...filesUnder('ui', '.tsx'), ...filesUnder('src/pages', '.tsx')].flatMap((file) =>
    [...readFileSync(path.join(root, file), 'utf8').matchAll(/<Island\s+name="([^"]+)"/g)].map((m) => [m[1], file]),
  );

  it('finds the islands the views mark', () => {
    expect(marked.map(([name]) => name)).toContain('StoreNotice');
  });

  it.each(marked)('island %s, marked in %s, is one src/islands.ts can hydrate', (name) => {
    expect(Object.keys(islands), `${name} is missing from src/islands.ts`).toContain(name);
  });

  // Wiring is found by its file's name: src/live/widgets/<name>.ts's default export makes it. A file
  // named for no machine, or exporting no such function, would leave the machine pure, silently.
  const wiringFiles = readdirSync(path.join(root, 'src/live/widgets')).map((file) => file.replace(/\.ts$/, ''));

  it.each(wiringFiles)('src/live/widgets/%s.ts wires the machine of its name', (name) => {
    expect(Object.keys(machineTable), `${name} is not a machine of machines/index.ts`).toContain(name);
    expect(wiredMachines[name as keyof Machines], `src/live/widgets/${name}.ts has no default export`).toBeTypeOf(
      'function',
    );
  });

  const page = pageMachines({ cartQueue: {} as PageWiring['cartQueue'], regionHooks: {} as PageWiring['regionHooks'] });
  it.each(wiringFiles)('%s, which has live wiring, reaches the views wired', (name) => {
    const key = name as keyof Machines;
    expect(page[key], `${name} reaches the views pure`).not.toBe(pureMachines[key]);
    expect(page[key].id).toBe(name);
  });

  // The inspector's stylesheet comes with its own chunk (src/devtools/inspector.tsx).
  const ownChunk = new Set(['ui/styles.css', 'ui/devtools/inspector.css']);
  it.each(filesUnder('ui', '.css').filter((file) => !ownChunk.has(file)))('%s is in ui/styles.css', (file) => {
    const imports = readFileSync(path.join(root, 'ui/styles.css'), 'utf8');
    expect(imports, `${file} is missing from ui/styles.css`).toContain(`@import "./${path.relative('ui', file)}";`);
  });
});
