import { socialEmbedMachine } from '../../../machines/socialEmbed';
import { focusWhenShown } from '../../../services/focus';

/** A social embed: focus moves to its frame once the frame is on the page. */
export const liveSocialEmbed = () =>
  socialEmbedMachine.provide({
    actions: {
      focusFrame: (_, { frame }) => focusWhenShown(frame, document.body),
    },
  });

export default liveSocialEmbed;
