import { render, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { Notice } from '../../../domain/notice';
import { noticesMachine } from '../../../machines/notices';
import { showNotices } from '../../../services/notices';
import { liveMachines } from '../../../src/live/machines';
import { MachinesContext } from '../../../ui/machines-context';
import { Notices } from '../../../ui/notices/Notices';
import { pathDriver, type RunMachine } from './driver';
import { onWalkEnd } from './walk';

/** Where the notices sit in the page: 900 px down, so scrolling to them is a move to 800 px. */
const NOTICES_TOP = 900;

function start(input: { notices: Notice[] }, run: RunMachine) {
  // The shopper prefers reduced motion: a scroll to the notices is one jump, seen at once.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
  const scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  const rect = HTMLElement.prototype.getBoundingClientRect;
  const place = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.classList.contains('notices-wrapper') ? ({ top: NOTICES_TOP } as DOMRect) : rect.call(this);
  });
  onWalkEnd(() => place.mockRestore());
  render(
    <MachinesContext.Provider value={{ ...liveMachines, notices: run(liveMachines.notices) }}>
      <button type="button">Elsewhere</button>
      <Notices notices={input.notices} />
      <div id="a11y-speak-polite" data-testid="polite" aria-live="polite" />
      <div id="a11y-speak-assertive" data-testid="assertive" aria-live="assertive" />
    </MachinesContext.Provider>,
  );
  // The shopper is on something else on the page; focus moving to a notice is then plain.
  screen.getByRole('button', { name: 'Elsewhere' }).focus();
  // What the rules say the page shows, is said and was scrolled, kept as the path goes.
  return { notices: input.notices, scrolls: 0, said: [] as string[], scrollTo };
}
type UI = ReturnType<typeof start>;

const elsewhere = () => screen.getByRole('button', { name: 'Elsewhere' });
const said = () =>
  ['polite', 'assertive'].flatMap((p) => [...screen.getByTestId(p).children].map((c) => c.textContent ?? ''));

/** The notices the rules say are on show, each an alert when it is an error; nothing else. */
const showsNotices = (ui: UI) => {
  const shown = [...document.querySelectorAll('.notice')].map((n) => [n.getAttribute('role'), n.textContent]);
  expect(shown).toEqual(ui.notices.map((n) => [n.kind === 'error' ? 'alert' : 'status', n.text]));
  // Each scroll the rules asked for brought the notices 100 px below the top.
  expect(ui.scrollTo.mock.calls).toEqual(Array.from({ length: ui.scrolls }, () => [{ top: 800, behavior: 'instant' }]));
  expect(said()).toEqual(ui.said);
};

/** Notices that have just appeared: focus stays where the shopper is for 500 ms. */
const appearing = (ui: UI) => {
  showsNotices(ui);
  expect(document.activeElement).toBe(elsewhere());
};

/** Focus moves 500 ms after the notices appeared, not a moment before. */
const focusAfter500ms = () => {
  vi.advanceTimersByTime(499);
  expect(document.activeElement).toBe(elsewhere());
  vi.advanceTimersByTime(1);
};

/**
 * The page's first alert or notice receives focus 500 ms after it appears, whether it came
 * with the page (then it is also said, once: nobody heard it appear) or another widget
 * showed it later, in place of the notices shown so far (its appearing is heard as it
 * shows). Notices shown within the 500 ms start them again. A widget may ask for the
 * notices to be scrolled to: 100 px below the top.
 */
export default pathDriver(noticesMachine, {
  start,
  events: {
    // Another widget (the cart, a checkout refused) shows notices.
    SHOW: (ui, event) => {
      const notices = event.notices as Notice[];
      showNotices(notices, event.scroll === undefined ? {} : { scroll: event.scroll as boolean });
      ui.notices = notices;
      if (event.scroll === true) ui.scrolls += 1;
      // Focus went to the last notices; the shopper has since gone on elsewhere.
      elsewhere().focus();
    },
    'xstate.after.noticeFocusDelay.notices.arriving': (ui) => {
      focusAfter500ms();
      const first = ui.notices[0];
      if (first) ui.said.push(first.text);
    },
    'xstate.after.noticeFocusDelay.notices.waiting': focusAfter500ms,
  },
  states: {
    arriving: appearing,
    waiting: appearing,
    focused: (ui) => {
      showsNotices(ui);
      expect(document.activeElement).toBe(document.querySelector('.notice'));
      expect(document.activeElement?.textContent).toBe(ui.notices[0]?.text);
    },
  },
  moves: [
    ['arriving', { type: 'xstate.after.noticeFocusDelay.notices.arriving' }, 'focused'],
    ['waiting', { type: 'xstate.after.noticeFocusDelay.notices.waiting' }, 'focused'],
    ...['arriving', 'waiting', 'focused'].flatMap(
      (from): [string, Record<string, unknown> & { type: string }, string][] => [
        [from, { type: 'SHOW', notices: [{ kind: 'success', text: 'Cart updated.' }] }, 'waiting'],
        [from, { type: 'SHOW', notices: [{ kind: 'success', text: 'Cart updated.' }], scroll: true }, 'waiting'],
      ],
    ),
  ],
});
