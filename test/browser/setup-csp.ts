import { afterEach, beforeEach, expect } from 'vitest';
import { takeCspViolations } from '../support/browser';

// Every browser test fails when a page's Content-Security-Policy blocked anything while it
// ran: the policy must allow exactly what the pages load.
beforeEach(() => {
  takeCspViolations();
});
afterEach(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});
