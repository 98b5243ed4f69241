import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The decisions index (docs/decisions/README.md) is where a newcomer starts: a note it does not list is lost. */
describe('the decisions index', () => {
  it('lists every note in docs/decisions/', () => {
    const index = readFileSync('docs/decisions/README.md', 'utf8');
    const notes = readdirSync('docs/decisions').filter((name) => /^\d{4}-.*\.md$/.test(name));
    const missing = notes.filter((name) => !index.includes(`(${name})`));
    expect(missing, 'add a line for each to docs/decisions/README.md').toEqual([]);
  });
});
