import { fromCallback } from 'xstate';
import { contactButtonsMachine } from '../../../machines/contactButtons';
import { focusOn } from '../../../services/focus';
import { onInteractionOutside } from '../../../services/outsideInteraction';

/** The contact buttons, told of clicks, focus and Escape outside the widget. */
export const liveContactButtons = () =>
  contactButtonsMachine.provide({
    actors: {
      watchOutside: fromCallback(({ input, sendBack }) =>
        onInteractionOutside(input.element.current, {
          click: () => sendBack({ type: 'CLICKED_ELSEWHERE' }),
          focus: () => sendBack({ type: 'FOCUS_ELSEWHERE' }),
          escape: () => sendBack({ type: 'ESCAPE' }),
        }),
      ),
    },
    actions: { focusToggle: (_, { toggle }) => focusOn(toggle.current) },
  });

export default liveContactButtons;
