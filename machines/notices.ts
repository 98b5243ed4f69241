import { assign, fromCallback, setup } from 'xstate';
import type { Notice } from '../domain/notice';
import { TIMINGS } from './timings';

/**
 * The page's notices and alerts: the first one on the page receives
 * focus 500 ms after it appears, whether it came with the page or was shown later by a
 * widget in the browser (which replaces the notices shown so far, and may ask for the page
 * to scroll to them). One that came with the page is also said to screen readers then:
 * unlike a notice shown later, its appearing was never announced. The page's first alert
 * may be outside this island (a form's error summary); with none, nothing happens.
 */
export const noticesMachine = setup({
  types: {} as {
    context: { notices: Notice[] };
    input: { notices: Notice[] };
    events: { type: 'SHOW'; notices: Notice[]; scroll?: boolean };
  },
  actors: {
    // Provided by the live wiring (services/notices): sends SHOW for notices other widgets post.
    noticeFeed: fromCallback(() => {}),
  },
  actions: {
    // Provided by the live wiring (services/focus, services/scroll).
    focusFirstNotice: () => {},
    rememberPageNotice: () => {},
    announceFirstNotice: () => {},
    scrollToNotices: () => {},
    replaceNotices: assign({ notices: (_, params: { notices: Notice[] }) => params.notices }),
  },
  guards: {
    wantsScroll: (_, params: { scroll?: boolean | undefined }) => params.scroll === true,
  },
  delays: { noticeFocusDelay: TIMINGS.noticeFocus },
}).createMachine({
  id: 'notices',
  context: ({ input }) => ({ notices: input.notices }),
  invoke: { id: 'noticeFeed', src: 'noticeFeed' },
  // The actor starts as the island hydrates: the page is shown.
  initial: 'arriving',
  on: {
    // New notices appeared: the 500 ms start again from now.
    SHOW: [
      {
        guard: { type: 'wantsScroll', params: ({ event }) => ({ scroll: event.scroll }) },
        target: '.waiting',
        actions: [{ type: 'replaceNotices', params: ({ event }) => ({ notices: event.notices }) }, 'scrollToNotices'],
      },
      { target: '.waiting', actions: { type: 'replaceNotices', params: ({ event }) => ({ notices: event.notices }) } },
    ],
  },
  states: {
    // The notice on show as the page is shown is the one whose appearing nobody heard; one a
    // widget shows in the next 500 ms (a refused checkout's summary) says itself. No notice
    // can come before: nothing listens for them until the island is hydrated.
    arriving: {
      entry: 'rememberPageNotice',
      after: { noticeFocusDelay: { target: 'focused', actions: 'announceFirstNotice' } },
    },
    waiting: { after: { noticeFocusDelay: 'focused' } },
    focused: { entry: 'focusFirstNotice' },
  },
});
