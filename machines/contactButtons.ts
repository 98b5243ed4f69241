import { type EventObject, fromCallback, setup } from 'xstate';
import type { ElementRef } from '../domain/elementRef';

type Elements = { widget: ElementRef<HTMLElement>; toggle: ElementRef<HTMLButtonElement> };

/**
 * The floating contact buttons: a toggle (a disclosure, aria-expanded) and a small panel
 * that does not block the page. Escape closes it and returns focus to the toggle; a click
 * or focus elsewhere in the page closes it and leaves focus where it went.
 */
export const contactButtonsMachine = setup({
  types: {} as {
    context: Elements;
    input: Elements;
    events: { type: 'TOGGLE' } | { type: 'CLICKED_ELSEWHERE' } | { type: 'FOCUS_ELSEWHERE' } | { type: 'ESCAPE' };
  },
  actors: {
    // Provided by the live wiring (services/outsideInteraction): sends CLICKED_ELSEWHERE,
    // FOCUS_ELSEWHERE and ESCAPE for what happens in the page outside the widget.
    watchOutside: fromCallback<EventObject, { element: ElementRef<HTMLElement> }>(() => {}),
  },
  actions: {
    // Provided by the live wiring (services/focus).
    focusToggle: (_, _params: { toggle: ElementRef<HTMLButtonElement> }) => {},
  },
}).createMachine({
  id: 'contactButtons',
  context: ({ input }) => input,
  initial: 'closed',
  states: {
    closed: { on: { TOGGLE: 'open' } },
    // Listens to the page only while open.
    open: {
      invoke: { id: 'outside', src: 'watchOutside', input: ({ context }) => ({ element: context.widget }) },
      on: {
        TOGGLE: 'closed',
        CLICKED_ELSEWHERE: 'closed',
        FOCUS_ELSEWHERE: 'closed',
        ESCAPE: { target: 'closed', actions: { type: 'focusToggle', params: ({ context }) => context } },
      },
    },
  },
});
