import { describe, expect, it } from 'vitest';
import { assign, createActor, createMachine, setup } from 'xstate';
import { passwordFieldMachine } from '../../machines/passwordField';
import { build, eventlessCycle, mutantsOf } from '../structure/mutants';

const door = setup({
  guards: { unlocked: ({ event }) => (event as { key?: boolean }).key === true },
  actions: { creak: () => {}, lockUp: () => {}, light: () => {} },
}).createMachine({
  id: 'door',
  initial: 'shut',
  states: {
    shut: { exit: 'light', on: { PUSH: { guard: 'unlocked', target: '#door.open', actions: 'creak' } } },
    open: { after: { 1000: 'shut' }, entry: ['creak', 'lockUp'] },
    jammed: {},
  },
});

const afterEvent = (machine: typeof door, event: { type: string; key?: boolean }) => {
  const actor = createActor(machine).start();
  actor.send(event);
  return actor.getSnapshot().value;
};

describe('structural mutants of a machine', () => {
  it('swaps each target, removes each action, one mutant each', () => {
    expect(mutantsOf(passwordFieldMachine).map((m) => m.name)).toEqual([
      'hidden on TOGGLE: target shown -> hidden',
      'hidden on TOGGLE: action focusInput removed',
      'shown on TOGGLE: target hidden -> shown',
      'shown on TOGGLE: action focusInput removed',
    ]);
  });

  it('covers guards, delayed transitions, entry and exit actions, and `#id` targets', () => {
    const byName = new Map(mutantsOf(door).map((m) => [m.name, build(m, door)]));
    expect([...byName.keys()]).toEqual([
      'shut on PUSH: target #door.open -> jammed',
      'shut on PUSH: guard unlocked removed',
      'shut on PUSH: guard unlocked inverted',
      'shut on PUSH: action creak removed',
      'shut exit: action light removed',
      'open after 1000: target shut -> open',
      'open entry: action creak removed',
      'open entry: action lockUp removed',
    ]);
    expect(afterEvent(door, { type: 'PUSH', key: true })).toBe('open');
    expect(
      afterEvent(byName.get('shut on PUSH: target #door.open -> jammed') as typeof door, { type: 'PUSH', key: true }),
    ).toBe('jammed');
    expect(afterEvent(byName.get('shut on PUSH: guard unlocked removed') as typeof door, { type: 'PUSH' })).toBe(
      'open',
    );
    expect(
      afterEvent(byName.get('shut on PUSH: guard unlocked inverted') as typeof door, { type: 'PUSH', key: true }),
    ).toBe('shut');
    expect(afterEvent(byName.get('shut on PUSH: guard unlocked inverted') as typeof door, { type: 'PUSH' })).toBe(
      'open',
    );
  });

  it('names two actions of one kind apart, so the report counts each mutant', () => {
    const twoAssigns = createMachine({
      id: 'counter',
      initial: 'idle',
      context: { a: 0, b: 0 },
      states: { idle: { on: { GO: { actions: [assign({ a: 1 }), assign({ b: 1 }), 'log'] } } } },
    });
    expect(mutantsOf(twoAssigns).map((m) => m.name)).toEqual([
      'idle on GO: action xstate.assign #1 removed',
      'idle on GO: action xstate.assign #2 removed',
      'idle on GO: action log removed',
    ]);
  });

  it('leaves the machine it is derived from unchanged', () => {
    mutantsOf(door);
    expect(afterEvent(door, { type: 'PUSH' })).toBe('shut');
    expect(door.config.states?.shut?.exit).toBe('light');
  });

  it('finds eventless transitions that loop', () => {
    const loop = (guarded: boolean) =>
      createMachine({
        initial: 'a',
        states: { a: { always: guarded ? { guard: () => false, target: 'b' } : 'b' }, b: { always: 'a' } },
      });
    expect(eventlessCycle(loop(false), true)).toBe(true);
    expect(eventlessCycle(loop(true), true)).toBe(false);
    expect(eventlessCycle(loop(true), false)).toBe(true);
    expect(eventlessCycle(door, false)).toBe(false);
  });
});
