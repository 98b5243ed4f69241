import { type EventObject, fromCallback, setup } from 'xstate';
import type { ElementRef } from '../domain/elementRef';
import { TIMINGS } from './timings';

/**
 * A form field's help description: shown when its input is clicked or
 * focused, sliding in over 250 ms; hidden on a click elsewhere, on focus moving to
 * another field, or on Escape. "Elsewhere" is outside the field's wrapper (`field`), so
 * a click on the description itself keeps it open.
 */
export const helpDescriptionMachine = setup({
  types: {} as {
    context: { field: ElementRef };
    input: { field: ElementRef };
    events:
      | { type: 'INPUT_FOCUSED' }
      | { type: 'INPUT_CLICKED' }
      | { type: 'CLICKED_ELSEWHERE' }
      | { type: 'FOCUS_ELSEWHERE' }
      | { type: 'ESCAPE' };
  },
  actors: {
    // Provided by the live wiring (services/outsideInteraction): sends CLICKED_ELSEWHERE,
    // FOCUS_ELSEWHERE and ESCAPE for what happens in the page outside the field.
    watchOutside: fromCallback<EventObject, { field: ElementRef }>(() => {}),
  },
  delays: { slide: TIMINGS.helpSlide },
}).createMachine({
  id: 'helpDescription',
  context: ({ input }) => ({ field: input.field }),
  initial: 'hidden',
  states: {
    hidden: {
      on: { INPUT_FOCUSED: 'visible', INPUT_CLICKED: 'visible' },
    },
    // Listens to the page only while visible: a hidden description has nothing to hide.
    visible: {
      invoke: { id: 'outside', src: 'watchOutside', input: ({ context }) => ({ field: context.field }) },
      on: { CLICKED_ELSEWHERE: 'hidden', FOCUS_ELSEWHERE: 'hidden', ESCAPE: 'hidden' },
      initial: 'sliding',
      states: {
        // Moving into place; the view animates for the same 250 ms.
        sliding: { after: { slide: 'shown' } },
        shown: {},
      },
    },
  },
});
