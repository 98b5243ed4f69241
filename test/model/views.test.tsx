// @vitest-environment jsdom
import '../component/setup';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject, StateValue } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { modelEntries } from './entries';
import { generatePaths } from './harness';
import type { PathDriver } from './views/driver';

// Leaving the page is the one browser effect jsdom cannot carry out: recorded instead.
vi.mock('../../services/navigation', async (original) => ({
  ...(await original<typeof import('../../services/navigation')>()),
  goTo: vi.fn(),
}));

const drivers = import.meta.glob<PathDriver>('./views/*.tsx', { eager: true, import: 'default' });
const VIEWS_DIR = path.resolve('reports/model-coverage/views');

/** `{ visible: 'sliding' }` as `visible.sliding`; parallel regions joined with a comma. */
function stateKey(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([k, v]) => (v && (typeof v === 'string' || Object.keys(v).length > 0) ? `${k}.${stateKey(v)}` : k))
    .join(',');
}

const label = (e: EventObject) => JSON.stringify(e);

const runs = Object.entries(drivers).map(([file, driver]) => {
  const name = file.slice('./views/'.length, -'.tsx'.length);
  const entry = modelEntries.find((e) => e.name === name);
  if (!entry) throw new Error(`test/model/views/${name}.tsx drives no registered machine`);
  const run = { ...entry, sampleEvents: [...(entry.sampleEvents ?? []), ...(driver.sampleEvents ?? [])] };
  const paths = [run.input, ...(run.inputs ?? [])].flatMap((input) =>
    generatePaths({ ...run, input }).map((p) => Object.assign(p, { input })),
  );
  // Every state a shopper can be in: the leaves of the state tree, named as the expectations
  // name them. A state the machine only passes through (an eventless transition with no guard
  // leads on at once, as `deciding` or `checking` do) is never on show, so it has nothing to check.
  const passesThrough = (n: { always?: { guard?: unknown }[] }) => (n.always ?? []).some((t) => !t.guard);
  const leaves = getStateNodes(entry.machine.root)
    .filter((n) => Object.keys(n.states).length === 0 && !passesThrough(n))
    .map((n) => n.path.join('.'));
  return { name, driver, paths, leaves };
});

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  vi.useRealTimers();
});

/**
 * Every generated path of a machine that has a driver in test/model/views/, walked through
 * what the shopper has in front of them: each step done as the shopper (or the server, or
 * the clock) does it, and after each step the state's expectations checked on the page.
 */
describe.each(runs.map((r) => [r.name, r] as const))('%s through its view', (name, { driver, paths, leaves }) => {
  const checked = new Set<string>();

  it('takes exactly the moves the rules allow, no more and no fewer', () => {
    const taken = new Set<string>();
    for (const p of paths) {
      for (let i = 1; i < p.steps.length; i++) {
        const from = stateKey((p.steps[i - 1]!.state as AnyMachineSnapshot).value);
        const to = stateKey((p.steps[i]!.state as AnyMachineSnapshot).value);
        taken.add(`${from} --${label(p.steps[i]!.event)}--> ${to}`);
      }
    }
    const allowed = driver.moves.map(([from, event, to]) => `${from} --${label(event)}--> ${to}`);
    expect([...taken].sort()).toEqual([...new Set(allowed)].sort());
  });

  it.each(paths.map((p, i) => [i, p] as const))('path %i shows each state it reaches', async (_i, p) => {
    vi.useFakeTimers();
    const ui = await driver.start(p.input);
    for (const [i, step] of p.steps.entries()) {
      const event = step.event as EventObject & Record<string, unknown>;
      if (i > 0) {
        const perform = driver.events[event.type];
        if (!perform) throw new Error(`${name}: no way for a shopper to send ${event.type}`);
        const upcoming = p.steps.slice(i + 1).map((s) => s.event as EventObject & Record<string, unknown>);
        await act(async () => perform(ui, event, upcoming));
      }
      const key = stateKey((step.state as AnyMachineSnapshot).value);
      const expectations = driver.states[key];
      if (!expectations) throw new Error(`${name}: nothing says what the page shows in state ${key}`);
      await expectations(ui, event);
      checked.add(key);
    }
    mkdirSync(VIEWS_DIR, { recursive: true });
    const record = { name, checked: [...checked].sort(), states: leaves.length };
    writeFileSync(path.join(VIEWS_DIR, `${name}.json`), JSON.stringify(record));
  });
});
