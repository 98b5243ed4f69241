import { setup } from 'xstate';
import { TIMINGS } from './timings';

/**
 * A form field's help description: shown when its input is clicked or
 * focused, sliding in over 250 ms; hidden on a click elsewhere, on focus moving to
 * another field, or on Escape.
 */
export const helpDescriptionMachine = setup({
  types: {} as {
    events:
      | { type: 'INPUT_FOCUSED' }
      | { type: 'INPUT_CLICKED' }
      | { type: 'CLICKED_ELSEWHERE' }
      | { type: 'FOCUS_ELSEWHERE' }
      | { type: 'ESCAPE' };
  },
  delays: { slide: TIMINGS.helpSlide },
}).createMachine({
  id: 'helpDescription',
  initial: 'hidden',
  states: {
    hidden: {
      on: { INPUT_FOCUSED: 'sliding', INPUT_CLICKED: 'sliding' },
    },
    // Visible and moving into place; the view animates for the same 250 ms.
    sliding: {
      after: { slide: 'shown' },
      on: { CLICKED_ELSEWHERE: 'hidden', FOCUS_ELSEWHERE: 'hidden', ESCAPE: 'hidden' },
    },
    shown: {
      on: { CLICKED_ELSEWHERE: 'hidden', FOCUS_ELSEWHERE: 'hidden', ESCAPE: 'hidden' },
    },
  },
});
