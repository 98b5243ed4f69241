import { act, cleanup } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  getNextSnapshot,
  type StateValue,
} from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { generatePaths, type ModelEntry } from '../harness';
import { asIs, type PathDriver, type RunMachine } from './driver';

type Payload = EventObject & Record<string, unknown>;

/** `{ visible: 'sliding' }` as `visible.sliding`; parallel regions joined with a comma. */
export function stateKey(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([k, v]) => (v && (typeof v === 'string' || Object.keys(v).length > 0) ? `${k}.${stateKey(v)}` : k))
    .join(',');
}

const label = (e: EventObject) => JSON.stringify(e);

/**
 * The generated paths of a machine with a driver, from each of its inputs, then its driver's
 * scenarios followed on the same machine (`machine` replaces the entry's).
 */
export function viewPaths(entry: ModelEntry, driver: PathDriver, machine: AnyStateMachine = entry.machine) {
  const run = { ...entry, machine, sampleEvents: [...(entry.sampleEvents ?? []), ...(driver.sampleEvents ?? [])] };
  const generated = [run.input, ...(run.inputs ?? [])].flatMap((input) =>
    generatePaths({ ...run, input }).map((p) => Object.assign(p, { input })),
  );
  // Followed event by event, never explored (an adjacency map of a machine whose context
  // grows with each event would not end): a scenario is as long as it is written.
  const told = (driver.scenarios ?? []).map(({ input = run.input, events }) => {
    let state: AnyMachineSnapshot = createActor(machine, { input }).getSnapshot();
    const steps: { state: AnyMachineSnapshot; event: EventObject }[] = [{ state, event: { type: 'xstate.init' } }];
    for (const event of events) {
      state = getNextSnapshot(machine, state, event);
      steps.push({ state, event });
    }
    return { state, steps, weight: events.length, input } as unknown as (typeof generated)[number];
  });
  return [...generated, ...told];
}
export type ViewPath = ReturnType<typeof viewPaths>[number];

/**
 * Every state a shopper can be in: the leaves of the state tree, named as the expectations
 * name them. A state the machine only passes through (an eventless transition with no guard
 * leads on at once, as `deciding` or `checking` do) is never on show, so it has nothing to check.
 */
export function shownLeaves(machine: AnyStateMachine): string[] {
  const passesThrough = (n: { always?: { guard?: unknown }[] }) => (n.always ?? []).some((t) => !t.guard);
  return getStateNodes(machine.root)
    .filter((n) => Object.keys(n.states).length === 0 && !passesThrough(n))
    .map((n) => n.path.join('.'));
}

/** The moves the paths take and the moves the driver's rules allow, each sorted, to compare. */
export function movesOf(paths: ViewPath[], driver: PathDriver) {
  const taken = new Set<string>();
  for (const p of paths) {
    for (let i = 1; i < p.steps.length; i++) {
      const from = stateKey((p.steps[i - 1]!.state as AnyMachineSnapshot).value);
      const to = stateKey((p.steps[i]!.state as AnyMachineSnapshot).value);
      taken.add(`${from} --${label(p.steps[i]!.event)}--> ${to}`);
    }
  }
  const allowed = driver.moves.map(([from, event, to]) => `${from} --${label(event)}--> ${to}`);
  return { taken: [...taken].sort(), allowed: [...new Set(allowed)].sort() };
}

/**
 * Walks one path through the view: each step done as the shopper (or the server, or the
 * clock) does it, then the state's expectations checked on the page. Throws where the page
 * disagrees; gives the states checked. `run` is what the view runs instead of the live machine.
 */
export async function walkPath(name: string, driver: PathDriver, p: ViewPath, run: RunMachine = asIs) {
  const checked: string[] = [];
  vi.useFakeTimers();
  const ui = await driver.start(p.input, run);
  for (const [i, step] of p.steps.entries()) {
    const event = step.event as Payload;
    if (i > 0) {
      const perform = driver.events[event.type];
      if (!perform) throw new Error(`${name}: no way for a shopper to send ${event.type}`);
      const upcoming = p.steps.slice(i + 1).map((s) => s.event as Payload);
      await act(async () => perform(ui, event, upcoming));
    }
    const key = stateKey((step.state as AnyMachineSnapshot).value);
    const expectations = driver.states[key];
    if (!expectations) throw new Error(`${name}: nothing says what the page shows in state ${key}`);
    await expectations(ui, event);
    checked.push(key);
  }
  return checked;
}

const walkEnds: (() => void)[] = [];
/**
 * Undoes, once the walk ends, what a driver set up on the one jsdom window (listeners, a
 * browser refusing cookies). Not `onTestFinished`: the structural check walks many paths in
 * one test, and each must start from the page as a new walk finds it.
 */
export function onWalkEnd(undo: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    undo();
  };
  walkEnds.push(once);
  // Outside a walk (a component test on a driver's edge, as cart-sync's), the test's end undoes it.
  onTestFinished(once);
}

/** Leaves the page as a new walk expects to find it. */
export function clearPage() {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  // Spies a walk set on prototypes (focus, say), so that the next walk starts from the originals.
  vi.restoreAllMocks();
  vi.useRealTimers();
  for (const undo of walkEnds.splice(0)) undo();
}
