import { afterEach, beforeEach, expect } from 'vitest';
import { takeCspViolations, takeHydrationErrors } from '../support/browser';

// Every browser test fails when a page's Content-Security-Policy blocked anything while it
// ran: the policy must allow exactly what the pages load.
// Nor may React report that an island's server markup differed from its first render.
beforeEach(() => {
  takeCspViolations();
  takeHydrationErrors();
});
afterEach(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
  expect(takeHydrationErrors(), 'React hydration errors').toEqual([]);
});
