import { fromCallback } from 'xstate';
import { helpDescriptionMachine } from '../../../machines/helpDescription';
import { onInteractionOutside } from '../../../services/outsideInteraction';

/** A field's help description, told of clicks, focus and Escape outside its field. */
export const liveHelpDescription = () =>
  helpDescriptionMachine.provide({
    actors: {
      watchOutside: fromCallback(({ input, sendBack }) =>
        onInteractionOutside(input.field.current, {
          click: () => sendBack({ type: 'CLICKED_ELSEWHERE' }),
          focus: () => sendBack({ type: 'FOCUS_ELSEWHERE' }),
          escape: () => sendBack({ type: 'ESCAPE' }),
        }),
      ),
    },
  });

export default liveHelpDescription;
