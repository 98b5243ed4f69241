import { expect } from 'vitest';
import { quantityMinimumMachine } from '../../../machines/quantityMinimum';
import { applyQuantityMinimum } from '../../../src/live/quantityMinimum';
import { pathDriver } from './driver';

const input = () => document.querySelector('input.qty') as HTMLInputElement;

/**
 * A quantity input outside the cart's quantity column, checked once on page load: a value
 * below its min is raised to min, when min is 0 or more; otherwise it is kept as typed.
 */
export default pathDriver(quantityMinimumMachine, {
  sampleEvents: [
    { type: 'CHECK', value: -1, min: 0 },
    { type: 'CHECK', value: 1, min: 1 },
  ],
  start: (_input, run) => ({ machine: run(quantityMinimumMachine) }),
  events: {
    // The page loads with this input, and the rule runs.
    CHECK: ({ machine }, event) => {
      document.body.innerHTML = `<form><input class="qty" type="number" min="${event.min}" value="${event.value}"></form>`;
      applyQuantityMinimum(document, machine);
    },
  },
  states: {
    waiting: () => expect(input()).toBeNull(),
    raised: (_ui, event) => expect(input().value).toBe(String(event.min)),
    kept: (_ui, event) => expect(input().value).toBe(String(event.value)),
  },
  moves: [
    ['waiting', { type: 'CHECK', value: 0, min: 1 }, 'raised'],
    ['waiting', { type: 'CHECK', value: -1, min: 0 }, 'raised'],
    ['waiting', { type: 'CHECK', value: 3, min: 1 }, 'kept'],
    ['waiting', { type: 'CHECK', value: 1, min: 1 }, 'kept'],
    ['waiting', { type: 'CHECK', value: -2, min: -1 }, 'kept'],
  ],
});
