import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, createMachine } from 'xstate';
import { machineRegistry } from '../../machines/index';
import { activeStateIds, machineGraph } from '../../ui/devtools/graph';
import { layoutMachine } from '../../ui/devtools/layout';
import { featureMachine } from '../support/feature-machine';

const labelOf = (id: string) =>
  machineGraph(featureMachine)
    .transitions.filter((t) => t.id.startsWith(`${id}|`))
    .map((t) => t.labelLines.join(' '));

describe('machine graph', () => {
  it('names every kind of transition the way the diagram prints it', () => {
    expect(labelOf('feature.opening')).toEqual(['after 5000ms', 'after 250ms']);
    expect(labelOf('feature.open.loader.loading')).toEqual([
      'onDone loadCart',
      'onError loadCart [canRetry]',
      'onError loadCart',
    ]);
    expect(labelOf('feature.open.loader.retrying')).toEqual(['always']);
    expect(labelOf('loadFailed')).toEqual(['RETRY [not(canRetry)]']);
    expect(labelOf('feature.open.panel.first')).toEqual(['NEXT [and(canRetry, isOk)]', 'NEXT [(inline)]']);
    expect(labelOf('feature.closed')).toEqual(['OPEN', 'PING / log']);
    expect(labelOf('feature.open')).toEqual(['CLOSE', 'onDone']);
  });

  it('marks initial, final, parallel and history states', () => {
    const states = machineGraph(featureMachine).states;
    const pick = (id: string) => states.find((s) => s.id === id)!;
    expect(pick('feature.closed')).toMatchObject({ initial: true, type: 'atomic', parentId: 'feature' });
    expect(pick('feature.open')).toMatchObject({ initial: false, type: 'parallel' });
    // Regions of a parallel state are all entered: none is "initial".
    expect(pick('feature.open.loader')).toMatchObject({ initial: false, type: 'compound' });
    expect(pick('feature.open.panel.end')).toMatchObject({ type: 'final' });
    expect(pick('feature.open.panel.hist')).toMatchObject({ type: 'history', history: 'deep' });
    expect(pick('feature.open.loader.loading').details).toEqual(['invoke fetchCart (loadCart)']);
  });

  it('finds the active states of a nested, parallel value', () => {
    const graph = machineGraph(featureMachine);
    expect([...activeStateIds(graph, { open: { loader: 'failed', panel: 'second' } })].sort()).toEqual(
      [
        'feature',
        'feature.open',
        'feature.open.loader',
        'loadFailed',
        'feature.open.panel',
        'feature.open.panel.second',
      ].sort(),
    );
  });
});

describe('machine layout', () => {
  const inside = (inner: { x: number; y: number; width: number; height: number }, outer: typeof inner) =>
    inner.x >= outer.x &&
    inner.y >= outer.y &&
    inner.x + inner.width <= outer.x + outer.width &&
    inner.y + inner.height <= outer.y + outer.height;

  const machines: [string, AnyStateMachine][] = [
    ['feature', featureMachine],
    ...machineRegistry.map((e): [string, AnyStateMachine] => [e.name, e.machine]),
  ];
  it.each(machines)(
    'places every state of %s inside its parent, and routes every transition',
    async (_name, machine) => {
      const layout = await layoutMachine(machineGraph(machine));
      const byId = new Map(layout.states.map((s) => [s.id, s]));
      for (const s of layout.states) {
        expect(s.width).toBeGreaterThan(0);
        if (s.parentId) expect(inside(s, byId.get(s.parentId)!), s.id).toBe(true);
      }
      for (const t of layout.transitions) {
        for (const route of t.routes) expect(route.length, t.id).toBeGreaterThanOrEqual(2);
      }
      expect(layout.width).toBeGreaterThanOrEqual(Math.max(...layout.states.map((s) => s.x + s.width)));
    },
  );

  it('copes with odd shapes: a lone root, jumps to an ancestor, across regions, to several targets', async () => {
    const odd = createMachine({
      id: 'odd',
      type: 'parallel',
      on: { ALL: { target: ['.a.a2', '.b.b2'] } },
      states: {
        a: { initial: 'a1', states: { a1: { on: { UP: '#odd', ACROSS: '#odd.b.b2' } }, a2: {} } },
        b: { initial: 'b1', states: { b1: { on: { OUT: { target: '#odd.b', reenter: true } } }, b2: {} } },
      },
    });
    for (const machine of [createMachine({ id: 'lone' }), odd]) {
      const graph = machineGraph(machine);
      const layout = await layoutMachine(graph);
      expect(layout.states).toHaveLength(graph.states.length);
      for (const t of layout.transitions) expect(t.routes).toHaveLength(Math.max(1, t.targetIds.length));
    }
  });
});
