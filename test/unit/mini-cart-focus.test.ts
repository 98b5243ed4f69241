import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { type MiniCartFocus, miniCartMachine } from '../../machines/miniCart';

/**
 * Where focus goes in the open drawer over a sequence of cart answers: a removal's answer,
 * another tab's change to the cart, the drawer closed and opened again. The model walk stops
 * at the step that makes each change; these go on to the answer that shows it.
 */
function drawer(lines: string[]) {
  const moves: MiniCartFocus[] = [];
  const focus = vi.fn((_: unknown, params: { target: MiniCartFocus }) => moves.push(params.target));
  const actor = createActor(miniCartMachine.provide({ actions: { focus } }), {
    input: { lines, panel: { current: null } },
  }).start();
  return { actor, moves };
}

describe('focus in the mini-cart drawer, over several cart answers', () => {
  it('uses the lines another tab added while the drawer was closed', () => {
    const { actor, moves } = drawer(['a', 'b']);
    actor.send({ type: 'LINES', lines: ['a', 'b', 'c'] });
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'REMOVING', key: 'b' });
    actor.send({ type: 'LINES', lines: ['a', 'c'] });
    expect(moves).toEqual([{ line: 'c' }]);
  });

  it('uses the lines a removal answered with for the next removal', () => {
    const { actor, moves } = drawer(['a', 'b']);
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'REMOVING', key: 'a' });
    // The answer also lists a line another tab added meanwhile.
    actor.send({ type: 'LINES', lines: ['b', 'c'] });
    actor.send({ type: 'REMOVING', key: 'b' });
    actor.send({ type: 'LINES', lines: ['c'] });
    expect(moves).toEqual([{ line: 'b' }, { line: 'c' }]);
  });

  it('moves focus once per removal: another tab removing a line later moves nothing', () => {
    const { actor, moves } = drawer(['a', 'b', 'c']);
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'REMOVING', key: 'a' });
    actor.send({ type: 'LINES', lines: ['b', 'c'] });
    actor.send({ type: 'LINES', lines: ['c'] });
    expect(moves).toEqual([{ line: 'b' }]);
  });

  it('moves nothing when a removal ends after the shopper closed the drawer and opened it again', () => {
    const { actor, moves } = drawer(['a', 'b']);
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'REMOVING', key: 'a' });
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'LINES', lines: ['b'] });
    expect(moves).toEqual([]);
  });
});
