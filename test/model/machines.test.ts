import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/index';
import { inputFileNames, modelEntries } from './entries';
import { walkEntry } from './harness';

const COVERAGE_DIR = path.resolve('reports/model-coverage');

/**
 * Walks every path generated from every registered machine against a live actor, and
 * requires every state and every transition to be reached.
 */
describe.each(modelEntries.map((entry) => [entry.name, entry] as const))('machine %s', (_name, entry) => {
  it('reaches every state and every transition along its generated paths', async () => {
    const coverage = await walkEntry(entry);
    mkdirSync(COVERAGE_DIR, { recursive: true });
    writeFileSync(path.join(COVERAGE_DIR, `${entry.name}.json`), JSON.stringify(coverage, null, 2));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});

// Inputs left behind by a renamed or removed machine would otherwise be silently unused.
it('has path-generation inputs only for registered machines', () => {
  const registered = machineRegistry.map((e) => e.name);
  expect(inputFileNames.filter((name) => !registered.includes(name))).toEqual([]);
});
