import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { resultCountMachine } from '../../machines/resultCount';
import { sortFormMachine } from '../../machines/sortForm';
import { inspectionRequested } from '../../src/devtools/inspection';
import { byRecentActivity, createInspectionStore } from '../../ui/devtools/inspection-store';
import { featureMachine } from '../support/feature-machine';

afterEach(() => {
  vi.useRealTimers();
});

/** A machine with no invoked actors: one inspected actor per machine started. */
const sortInput = { current: 'menu_order', options: ['menu_order', 'price'], form: { current: null } };

describe('inspection store', () => {
  it('follows an actor from its first state through a delayed transition, logging the events', async () => {
    vi.useFakeTimers();
    const store = createInspectionStore();
    const actor = createActor(resultCountMachine, { input: { text: 'Showing all 3 results' }, inspect: store.observe });
    actor.start();
    actor.send({ type: 'LOADED', msAgo: 0 });
    expect(store.getSnapshot().actors[0]).toMatchObject({
      machineId: 'resultCount',
      value: 'waiting',
      status: 'active',
    });

    await vi.advanceTimersByTimeAsync(2000);
    const { actors, log } = store.getSnapshot();
    expect(actors[0]).toMatchObject({ machineId: 'resultCount', value: 'announced', status: 'done' });
    expect(log.filter((e) => e.machineId === 'resultCount').map((e) => e.event.type)).toEqual([
      'xstate.init',
      'LOADED',
      'xstate.after.announceDelay.resultCount.waiting',
    ]);
    expect(log.at(-1)).toMatchObject({ machineId: 'resultCount', actorKey: actors[0]!.key });
  });

  it('lists the actor of each island on its own, and marks a stopped one', () => {
    const store = createInspectionStore();
    const a = createActor(sortFormMachine, { input: sortInput, inspect: store.observe }).start();
    createActor(sortFormMachine, { input: sortInput, inspect: store.observe }).start();
    const keys = store.getSnapshot().actors.map((x) => x.key);
    expect(new Set(keys).size).toBe(2);
    a.stop();
    expect(store.getSnapshot().actors.map((x) => x.status)).toEqual(['stopped', 'active']);
  });

  it('lists invoked actors under the actor that invoked them, and nested state values', async () => {
    vi.useFakeTimers();
    const store = createInspectionStore();
    const never = fromPromise(() => new Promise<{ items: number }>(() => {}));
    const actor = createActor(featureMachine.provide({ actors: { fetchCart: never } }), { inspect: store.observe });
    actor.start();
    actor.send({ type: 'OPEN' });
    await vi.advanceTimersByTimeAsync(250);
    expect(store.getSnapshot().actors).toHaveLength(2);
    const [parent, child] = store.getSnapshot().actors;
    expect(parent).toMatchObject({ machineId: 'feature', value: { open: { loader: 'loading', panel: 'first' } } });
    expect(child).toMatchObject({ machineId: null, parentKey: parent!.key });
  });

  it('lists the actor that last changed or received an event first', () => {
    const store = createInspectionStore();
    const first = createActor(featureMachine, { inspect: store.observe }).start();
    createActor(sortFormMachine, { input: sortInput, inspect: store.observe }).start();
    expect(byRecentActivity(store.getSnapshot().actors).map((a) => a.machineId)).toEqual(['sortForm', 'feature']);
    first.send({ type: 'PING' });
    expect(byRecentActivity(store.getSnapshot().actors).map((a) => a.machineId)).toEqual(['feature', 'sortForm']);
  });

  it('keeps only the latest events', () => {
    const store = createInspectionStore({ limit: 3 });
    const actor = createActor(featureMachine, { inspect: store.observe }).start();
    for (let i = 0; i < 5; i++) actor.send({ type: 'PING' });
    expect(store.getSnapshot().log.map((e) => e.seq)).toEqual([4, 5, 6]);
  });
});

describe('inspect switch', () => {
  const memory = () => {
    const values = new Map<string, string>();
    return {
      getItem: (k: string) => values.get(k) ?? null,
      setItem: (k: string, v: string) => void values.set(k, v),
      removeItem: (k: string) => void values.delete(k),
    };
  };

  it('turns on with ?inspect=1 for the rest of the tab, and off with ?inspect=0', () => {
    const tab = memory();
    expect(inspectionRequested(new URL('http://shop.test/shop/'), tab)).toBe(false);
    expect(inspectionRequested(new URL('http://shop.test/shop/?inspect=1'), tab)).toBe(true);
    expect(inspectionRequested(new URL('http://shop.test/shop/?orderby=price'), tab)).toBe(true);
    expect(inspectionRequested(new URL('http://shop.test/shop/?inspect=0'), tab)).toBe(false);
    expect(inspectionRequested(new URL('http://shop.test/cart/'), tab)).toBe(false);
  });

  it('still works from the query alone when storage is refused', () => {
    const refused = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(inspectionRequested(new URL('http://shop.test/shop/?inspect=1'), refused)).toBe(true);
    expect(inspectionRequested(new URL('http://shop.test/shop/'), refused)).toBe(false);
  });
});
