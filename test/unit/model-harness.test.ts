import { describe, expect, it } from 'vitest';
import { assign, createMachine, setup } from 'xstate';
import { coverageOf, generatePaths, type ModelEntry, runPath, walkEntry } from '../model/harness';

async function walk(entry: ModelEntry) {
  const paths = generatePaths(entry);
  const reached = { states: new Set<string>(), transitions: new Set<string>() };
  for (const p of paths) await runPath(entry, p, reached);
  return coverageOf(entry, reached, paths.length);
}

// The harness is what CI trusts for "100%": these prove it reports what it does not reach.
describe('model-based harness', () => {
  it('reports a state no event reaches as missing', async () => {
    const machine = createMachine({
      id: 'm',
      initial: 'a',
      states: { a: { on: { GO: 'b' } }, b: {}, orphan: {} },
    });
    const coverage = await walk({ name: 'm', machine, description: '' });
    expect(coverage.states.missing).toEqual(['m.orphan']);
    expect(coverage.transitions).toMatchObject({ reached: 1, total: 1 });
  });

  it('reports a transition whose guard never passes as missing', async () => {
    const machine = setup({ guards: { never: () => false } }).createMachine({
      id: 'g',
      initial: 'a',
      states: { a: { on: { GO: [{ guard: 'never', target: 'b' }, { target: 'c' }] } }, b: {}, c: {} },
    });
    const coverage = await walk({ name: 'g', machine, description: '' });
    expect(coverage.transitions.missing).toEqual(['g.a --GO#0--> g.b']);
    expect(coverage.states.missing).toEqual(['g.b']);
  });

  it('takes delayed and invoked transitions through fake timers and actor doubles', async () => {
    const machine = setup({
      actors: { load: createMachine({}) },
      types: {} as { context: { n: number } },
    }).createMachine({
      id: 'd',
      context: { n: 0 },
      initial: 'wait',
      states: {
        wait: { after: { 300: 'loading' } },
        loading: {
          invoke: { id: 'load', src: 'load', onDone: 'done', onError: { target: 'wait', actions: assign({ n: 1 }) } },
        },
        done: { type: 'final' },
      },
    });
    const coverage = await walk({ name: 'd', machine, description: '', project: (s) => s.value });
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.transitions.total).toBe(3);
  });

  it('counts a state left at once by an eventless transition, and covers branches over several inputs', async () => {
    const machine = setup({
      types: {} as { context: { n: number }; input: { n: number } },
      guards: { big: ({ context }) => context.n > 5 },
    }).createMachine({
      id: 'e',
      context: ({ input }) => ({ n: input.n }),
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'big', target: 'big' }, { target: 'small' }] },
        big: { type: 'final' },
        small: { type: 'final' },
      },
    });
    const one = await walkEntry({ name: 'e', machine, description: '', input: { n: 9 } });
    expect(one.states.missing).toEqual(['e.small']);
    expect(one.transitions.missing).toEqual(['e.deciding --(always)#1--> e.small']);
    const both = await walkEntry({ name: 'e', machine, description: '', input: { n: 9 }, inputs: [{ n: 1 }] });
    expect(both.states.missing).toEqual([]);
    expect(both.transitions.missing).toEqual([]);
  });

  it('stops a machine whose state key grows with every event, naming it and the way out', () => {
    const machine = setup({ types: {} as { context: { n: number } } }).createMachine({
      id: 'counter',
      context: { n: 0 },
      on: { ADD: { actions: assign({ n: ({ context }) => context.n + 1 }) } },
    });
    expect(() => generatePaths({ name: 'counter', machine, description: '' })).toThrow(
      /^counter: path generation took more than 5000 steps, so its state space is not finite\. Give it a `project`/,
    );
  });

  it('stops paths longer than the bound', () => {
    const machine = setup({
      types: {} as { context: { n: number } },
      guards: { below: ({ context }) => context.n < 40 },
    }).createMachine({
      id: 'long',
      context: { n: 0 },
      on: { ADD: { guard: 'below', actions: assign({ n: ({ context }) => context.n + 1 }) } },
    });
    expect(() => generatePaths({ name: 'long', machine, description: '' })).toThrow(
      /^long: path generation gave 1 path\(s\), the longest 41 events, past the bound of 500 paths of at most 30 events\./,
    );
  });
});
