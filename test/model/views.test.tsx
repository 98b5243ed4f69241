// @vitest-environment jsdom
import '../component/setup';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { modelEntries } from './entries';
import type { PathDriver } from './views/driver';
import { clearPage, movesOf, shownLeaves, viewPaths, walkPath } from './views/walk';

// Leaving the page is the one browser effect jsdom cannot carry out: recorded instead.
vi.mock('../../services/navigation', async (original) => ({
  ...(await original<typeof import('../../services/navigation')>()),
  goTo: vi.fn(),
}));

const drivers = import.meta.glob<PathDriver>('./views/*.tsx', { eager: true, import: 'default' });
const VIEWS_DIR = path.resolve('reports/model-coverage/views');

const runs = Object.entries(drivers).map(([file, driver]) => {
  const name = file.slice('./views/'.length, -'.tsx'.length);
  const entry = modelEntries.find((e) => e.name === name);
  if (!entry) throw new Error(`test/model/views/${name}.tsx drives no registered machine`);
  return { name, driver, paths: viewPaths(entry, driver), leaves: shownLeaves(entry.machine) };
});

afterEach(clearPage);

/**
 * Every generated path of a machine that has a driver in test/model/views/, walked through
 * what the shopper has in front of them: each step done as the shopper (or the server, or
 * the clock) does it, and after each step the state's expectations checked on the page.
 */
describe.each(runs.map((r) => [r.name, r] as const))('%s through its view', (name, { driver, paths, leaves }) => {
  const checked = new Set<string>();

  it('takes exactly the moves the rules allow, no more and no fewer', () => {
    const { taken, allowed } = movesOf(paths, driver);
    expect(taken).toEqual(allowed);
  });

  it.each(paths.map((p, i) => [i, p] as const))('path %i shows each state it reaches', async (_i, p) => {
    for (const key of await walkPath(name, driver, p)) checked.add(key);
    mkdirSync(VIEWS_DIR, { recursive: true });
    const record = { name, checked: [...checked].sort(), states: leaves.length };
    writeFileSync(path.join(VIEWS_DIR, `${name}.json`), JSON.stringify(record));
  });
});
