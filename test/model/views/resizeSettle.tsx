import { expect, vi } from 'vitest';
import { resizeSettleMachine } from '../../../machines/resizeSettle';
import { startPageEffects } from '../../../src/live/pageEffects';
import { pathDriver, type RunMachine } from './driver';
import { onWalkEnd } from './walk';

/**
 * A page with a sticky header and a section below the window's fold (pending its scroll-in
 * effect), its layout the walk's own: each resize makes the header 10 px taller and brings
 * the section up into the window, as turning a phone does. The input's 300 ms is the sticky
 * header's rule, 200 ms the motion effects' (spec: timing).
 */
function start({ delay }: { delay: number }, run: RunMachine) {
  const ui = {
    sticky: delay === 300,
    wait: delay === 300 ? 300 : 200,
    height: 64,
    top: 1000,
    measured: 64,
    shown: false,
  };
  // A new page: nothing measured yet (an earlier walk's measure stays on the one jsdom document).
  document.documentElement.style.removeProperty('--sticky-header-height');
  document.body.innerHTML =
    '<header class="site-header" style="position: sticky"></header><div class="content-document--page"><section class="content-section"></section></div>';
  const header = document.querySelector('header') as HTMLElement;
  const section = document.querySelector('section') as HTMLElement;
  header.getBoundingClientRect = () => ({ height: ui.height }) as DOMRect;
  section.getBoundingClientRect = () => ({ top: ui.top, bottom: ui.top + 200 }) as DOMRect;
  // The browser's viewport watcher (it never reports here: the section comes into view only by resizing).
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
    },
  );
  Object.defineProperty(window, 'matchMedia', { value: () => ({ matches: false }), configurable: true });
  const listening = vi.spyOn(window, 'addEventListener');
  startPageEffects(run(resizeSettleMachine));
  const added = [...listening.mock.calls];
  listening.mockRestore();
  onWalkEnd(() => {
    for (const [type, listener] of added) window.removeEventListener(type, listener);
    delete (window as { matchMedia?: unknown }).matchMedia;
  });
  return ui;
}
type UI = ReturnType<typeof start>;

const stickyHeight = () => document.documentElement.style.getPropertyValue('--sticky-header-height');
const pending = () => document.querySelector('section')?.classList.contains('motion-pending');

/** What the page shows as last measured: the header's height, the section shown or waiting. */
function asMeasured(ui: UI) {
  if (ui.sticky) expect(stickyHeight()).toBe(`${ui.measured}px`);
  else expect(pending()).toBe(!ui.shown);
}

/**
 * Resize handling debounced (spec: timing): the page is measured at once, and again only
 * once the window has stopped resizing for 300 ms (sticky header) or 200 ms (motion
 * effects); every resize meanwhile starts the wait again.
 */
export default pathDriver(resizeSettleMachine, {
  start,
  events: {
    RESIZE: async (ui) => {
      ui.height += 10;
      ui.top = 100;
      // A drag of the window's edge: resizes keep coming, each before the wait is over.
      await vi.advanceTimersByTimeAsync(ui.wait - 1);
      window.dispatchEvent(new Event('resize'));
    },
    'xstate.after.settle.resizeSettle.resizing': async (ui) => {
      await vi.advanceTimersByTimeAsync(ui.wait - 1);
      asMeasured(ui);
      await vi.advanceTimersByTimeAsync(1);
      ui.measured = ui.height;
      ui.shown = ui.top + 200 < window.innerHeight;
    },
  },
  states: {
    settled: (ui) => asMeasured(ui),
    resizing: (ui) => asMeasured(ui),
  },
  moves: [
    ['settled', { type: 'RESIZE' }, 'resizing'],
    ['resizing', { type: 'RESIZE' }, 'resizing'],
    ['resizing', { type: 'xstate.after.settle.resizeSettle.resizing' }, 'settled'],
  ],
});
