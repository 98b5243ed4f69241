import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/index';
import { coverageOf, generatePaths, runPath } from './harness';

const COVERAGE_DIR = path.resolve('reports/model-coverage');

/**
 * Walks every path generated from every registered machine against a live actor, and
 * requires every state and every transition to be reached.
 */
describe.each(machineRegistry.map((entry) => [entry.name, entry] as const))('machine %s', (_name, entry) => {
  it('reaches every state and every transition along its generated paths', async () => {
    const reached = { states: new Set<string>(), transitions: new Set<string>() };
    let count = 0;
    for (const walk of [entry, ...(entry.alsoFrom ?? []).map((input) => ({ ...entry, input }))]) {
      const paths = generatePaths(walk);
      count += paths.length;
      for (const p of paths) await runPath(walk, p, reached);
    }
    const coverage = coverageOf(entry, reached, count);
    mkdirSync(COVERAGE_DIR, { recursive: true });
    writeFileSync(path.join(COVERAGE_DIR, `${entry.name}.json`), JSON.stringify(coverage, null, 2));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
