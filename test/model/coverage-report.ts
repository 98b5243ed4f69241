import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { MachineCoverage } from './harness';

const DIR = path.resolve('reports/model-coverage');
const REPORT = path.resolve('reports/model-coverage.json');

/**
 * Vitest global setup of the model project: starts from an empty report folder, and
 * when the run ends prints the coverage table CI shows and writes it as one JSON file.
 * The test of each machine already fails under 100%; a registered machine with no
 * record (its test crashed before writing one) sets a failing exit code here.
 */
export default async function setup() {
  rmSync(DIR, { recursive: true, force: true });
  return async function teardown() {
    if (!existsSync(DIR)) return;
    const rows: MachineCoverage[] = readdirSync(DIR)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(path.join(DIR, f), 'utf8')));
    const { machineRegistry } = await import('../../machines/index');
    const missing = machineRegistry.map((m) => m.name).filter((n) => !rows.some((r) => r.name === n));
    rows.sort((a, b) => a.name.localeCompare(b.name));
    const pct = (r: number, t: number) => (t === 0 ? '100%' : `${Math.floor((100 * r) / t)}%`);
    // Machines walked through their view (test/model/views/): the states whose expectations were checked.
    const viewsDir = path.join(DIR, 'views');
    const views = new Map<string, { checked: string[]; states: number }>(
      existsSync(viewsDir)
        ? readdirSync(viewsDir).map((f) => [
            f.slice(0, -'.json'.length),
            JSON.parse(readFileSync(path.join(viewsDir, f), 'utf8')),
          ])
        : [],
    );
    const throughView = (name: string) => {
      const v = views.get(name);
      return v ? `${v.checked.length}/${v.states} ${pct(v.checked.length, v.states)}` : '-';
    };
    const table = [
      ['machine', 'states', 'transitions', 'paths', 'checked through the view'],
      ...rows.map((r) => [
        r.name,
        `${r.states.reached}/${r.states.total} ${pct(r.states.reached, r.states.total)}`,
        `${r.transitions.reached}/${r.transitions.total} ${pct(r.transitions.reached, r.transitions.total)}`,
        String(r.paths),
        throughView(r.name),
      ]),
      ...missing.map((n) => [n, 'no record', 'no record', '0', '-']),
    ];
    const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
    const line = (row: string[]) => row.map((c, i) => c.padEnd(widths[i]!)).join('  ');
    const out = [
      '',
      'Model-based path coverage (every registered machine must be at 100%; the last column: states whose',
      'expectations were checked on the rendered view or the live services, for machines with a driver;',
      'states the machine only passes through, an unguarded eventless transition leading on at once, are not counted)',
      line(table[0]!),
      widths.map((w) => '-'.repeat(w)).join('  '),
      ...table.slice(1).map(line),
      '',
    ].join('\n');
    process.stdout.write(`${out}\n`);
    const complete = rows.every(
      (r) => r.states.reached === r.states.total && r.transitions.reached === r.transitions.total,
    );
    writeFileSync(
      REPORT,
      JSON.stringify(
        {
          machines: rows.map((r) => ({ ...r, throughView: views.get(r.name) ?? null })),
          missing,
          complete: complete && missing.length === 0,
        },
        null,
        2,
      ),
    );
    if (!complete || missing.length > 0) process.exitCode = 1;
  };
}
