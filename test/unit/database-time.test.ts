import { describe, expect, it } from 'vitest';
import { databaseTime } from '../../server/timing';

describe('the Server-Timing database figure', () => {
  it('counts queries sent together once: the time at least one was running', () => {
    // Three queries at once (10-30, 12-28, 15-40), then one alone (50-55).
    const queries: [number, number][] = [
      [12, 28],
      [10, 30],
      [50, 55],
      [15, 40],
    ];
    expect(databaseTime({ queries, render: 0 })).toBe(35);
  });

  it('is nothing when no query ran', () => {
    expect(databaseTime({ queries: [], render: 3 })).toBe(0);
  });
});
