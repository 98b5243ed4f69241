import { render, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { resultCountMachine } from '../../../machines/resultCount';
import { liveMachines } from '../../../src/live/machines';
import { ResultCount } from '../../../ui/catalogue/ResultCount';
import { MachinesContext } from '../../../ui/machines-context';
import { pathDriver, type RunMachine } from './driver';

/** The navigation's load event, on the page's clock. */
const LOADED_AT = 100;

/**
 * The listing has already loaded when the line is hydrated (a document whose readyState is
 * `complete`); the clock is the edge the driver moves: how long ago the load was is what
 * the browser's navigation timing and `performance.now()` say.
 */
function start(input: { text: string }, run: RunMachine) {
  const clock = { now: LOADED_AT, msAgo: 0 };
  vi.stubGlobal('performance', {
    now: () => clock.now,
    getEntriesByType: (type: string) => (type === 'navigation' ? [{ loadEventStart: LOADED_AT }] : []),
  });
  render(
    <MachinesContext.Provider value={{ ...liveMachines, resultCount: run(liveMachines.resultCount) }}>
      <ResultCount text={input.text} />
      <div id="a11y-speak-polite" data-testid="polite" aria-live="polite" aria-relevant="additions" />
    </MachinesContext.Provider>,
  );
  return { clock, region: screen.getByTestId('polite'), text: input.text };
}
type UI = ReturnType<typeof start>;

const shown = ({ text }: UI) => expect(document.querySelector('.result-count')?.textContent).toBe(text);
const notAnnounced = (ui: UI) => {
  shown(ui);
  expect(ui.region.textContent).toBe('');
};

/**
 * The result count is said again to screen readers 2000 ms after the page's load, once:
 * only what is left of the 2000 ms is waited when the page loaded a while before.
 */
export default pathDriver(resultCountMachine, {
  sampleEvents: [
    { type: 'LOADED', msAgo: 0 },
    { type: 'LOADED', msAgo: 500 },
    { type: 'LOADED', msAgo: 2500 },
  ],
  start,
  events: {
    LOADED: async ({ clock }, event) => {
      clock.msAgo = event.msAgo as number;
      clock.now = LOADED_AT + clock.msAgo;
      await vi.advanceTimersByTimeAsync(0);
    },
    // Not said 1 ms before the 2000 ms since load are up; said at 2000 ms.
    'xstate.after.announceDelay.resultCount.waiting': async (ui) => {
      const left = Math.max(0, 2000 - ui.clock.msAgo);
      if (left > 0) {
        await vi.advanceTimersByTimeAsync(left - 1);
        expect(ui.region.textContent).toBe('');
      }
      // Already past: said at once (the fake clock runs a timer set while it ticks 1 ms on).
      await vi.advanceTimersByTimeAsync(1);
    },
  },
  states: {
    loading: notAnnounced,
    waiting: notAnnounced,
    announced: (ui) => {
      shown(ui);
      expect([...ui.region.children].map((p) => p.textContent)).toEqual([ui.text]);
    },
  },
  moves: [
    ['loading', { type: 'LOADED', msAgo: 0 }, 'waiting'],
    ['loading', { type: 'LOADED', msAgo: 500 }, 'waiting'],
    ['loading', { type: 'LOADED', msAgo: 2500 }, 'waiting'],
    ['waiting', { type: 'xstate.after.announceDelay.resultCount.waiting' }, 'announced'],
  ],
});
