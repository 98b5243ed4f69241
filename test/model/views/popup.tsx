import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { expect, vi } from 'vitest';
import { EMPTY_HISTORY, type PopupFacts } from '../../../domain/popupConditions';
import { popupMachine } from '../../../machines/popup';
import { POPUP_SESSION_KEY, POPUP_STORE_KEY, popupHistory } from '../../../services/popupStore';
import { liveNewsletterSignup } from '../../../src/live/newsletterSignup';
import { livePopupMachine, PopupIsland } from '../../../src/live/popup';
import { MachinesContext, pureMachines } from '../../../ui/machines-context';
import { Popup } from '../../../ui/popup/Popup';
import type { PopupView } from '../../../ui/popup/types';
import { asIs, pathDriver, type RunMachine } from './driver';

const HEADING = 'Get 10% off your first order';
const NOW = Date.UTC(2026, 10, 20, 12, 0, 0);

/**
 * The island as the page mounts it; or, for a mutant of the machine (which the island's own
 * live machine cannot be swapped for), the same three pieces: the live wiring around the
 * machine, the live sign-up, the popup view.
 */
function Island({ view, run }: { view: PopupView; run: RunMachine }) {
  if (run === asIs) return <PopupIsland {...view} />;
  const machines = {
    ...pureMachines,
    popup: run(livePopupMachine(pureMachines.popup)),
    newsletterSignup: liveNewsletterSignup,
  };
  return (
    <MachinesContext.Provider value={machines}>
      <Popup {...view} />
    </MachinesContext.Provider>
  );
}

/** A page with a button, and the popup island once `gate.show()` is called. */
function Page({ view, gate, run }: { view: PopupView; gate: { show: () => void }; run: RunMachine }) {
  const [shown, setShown] = useState(false);
  gate.show = () => setShown(true);
  return (
    <>
      <button type="button">Add to cart</button>
      {shown && <Island view={view} run={run} />}
    </>
  );
}

/**
 * The page, its popup island mounted once the path says what the browser's storage holds
 * (written by earlier page views, or refused): the path's first step is the storage
 * answering, so the island mounts then.
 */
function start(
  input: {
    popupId: string;
    triggers: PopupView['config']['triggers'];
    conditions: PopupView['config']['conditions'];
    user: PopupView['user'];
  },
  run: RunMachine,
) {
  vi.setSystemTime(NOW);
  localStorage.clear();
  sessionStorage.clear();
  const { popupId, triggers, conditions, user } = input;
  const view: PopupView = { config: { id: popupId, heading: HEADING, body: 'Join us.', triggers, conditions }, user };
  const gate = { show: () => {} };
  render(<Page view={view} gate={gate} run={run} />);
  screen.getByRole('button', { name: 'Add to cart' }).focus();
  return { gate, popupId };
}
type UI = ReturnType<typeof start>;

/** Storage as the page views before this one left it, so that counting this one gives `facts`. */
function earlierViews(ui: UI, facts: PopupFacts) {
  const before = facts.history.pageViews - 1;
  if (before <= 0 && !facts.history.dismissedForever) return;
  const history = { ...facts.history, pageViews: Math.max(before, 1), sessions: 1, sessionStartedAt: NOW - 60_000 };
  localStorage.setItem(POPUP_STORE_KEY, JSON.stringify({ [ui.popupId]: history }));
  sessionStorage.setItem(POPUP_SESSION_KEY, String(NOW - 60_000));
}

/** What reading the storage gives, as the model inputs name it: the second page view by default. */
const facts = (history: Partial<PopupFacts['history']>): PopupFacts => ({
  now: Date.UTC(2026, 10, 2, 9, 30),
  history: { ...EMPTY_HISTORY, pageViews: 2, sessions: 1, ...history },
  referrer: '',
  device: 'desktop',
});

const dialog = () => screen.queryByRole('dialog', { name: HEADING });
/** Nothing opens, however long the shopper stays. */
const neverOpens = async () => {
  expect(dialog()).toBeNull();
  await vi.advanceTimersByTimeAsync(120_000);
  expect(dialog()).toBeNull();
};

/**
 * A popup opens when a configured trigger fires (here: 30 s after the page loads) and its
 * display conditions pass (here: from the second page view on), decided once per page
 * view; 'Don't show this again' is remembered for good; without storage it never shows.
 */
export default pathDriver(popupMachine, {
  start,
  events: {
    'xstate.done.actor.readFacts': (ui, event) => {
      earlierViews(ui, event.output as PopupFacts);
      ui.gate.show();
    },
    'xstate.error.actor.readFacts': (ui) => {
      vi.stubGlobal('localStorage', {
        getItem: () => {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
      ui.gate.show();
    },
    // Not open 1 ms before the 30 s are up; open at 30 s.
    TRIGGERED: async () => {
      await vi.advanceTimersByTimeAsync(29_999);
      expect(dialog()).toBeNull();
      await vi.advanceTimersByTimeAsync(1);
    },
    CLOSE: () => {
      fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    },
    DONT_SHOW_AGAIN: () => {
      fireEvent.click(screen.getByRole('button', { name: "Don't show this again" }));
    },
  },
  states: {
    loading: () => expect(dialog()).toBeNull(),
    armed: (ui) => {
      expect(dialog()).toBeNull();
      expect(popupHistory(ui.popupId)).toMatchObject({ pageViews: 2, impressions: [] });
    },
    open: (ui) => {
      const open = dialog() as HTMLDialogElement | null;
      expect(open?.open).toBe(true);
      expect(open?.contains(document.activeElement)).toBe(true);
      expect(popupHistory(ui.popupId)?.impressions).toHaveLength(1);
    },
    closed: async (ui) => {
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add to cart' }));
      expect(popupHistory(ui.popupId)?.dismissedForever).toBe(false);
      await neverOpens();
    },
    suppressed: neverOpens,
    dismissedForever: async (ui) => {
      expect(popupHistory(ui.popupId)?.dismissedForever).toBe(true);
      await neverOpens();
    },
  },
  moves: [
    ['loading', { type: 'xstate.done.actor.readFacts', output: facts({}) }, 'armed'],
    ['loading', { type: 'xstate.done.actor.readFacts', output: facts({ pageViews: 1 }) }, 'suppressed'],
    ['loading', { type: 'xstate.done.actor.readFacts', output: facts({ dismissedForever: true }) }, 'dismissedForever'],
    ['loading', { type: 'xstate.error.actor.readFacts', error: {} }, 'suppressed'],
    ['armed', { type: 'TRIGGERED', trigger: 'delaySeconds' }, 'open'],
    ['open', { type: 'CLOSE' }, 'closed'],
    ['open', { type: 'DONT_SHOW_AGAIN' }, 'dismissedForever'],
  ],
});
