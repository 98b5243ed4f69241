import { fromPromise } from 'xstate';
import { shareButtonsMachine } from '../../../machines/shareButtons';
import { announce } from '../../../services/announcer';
import { canShareNatively, copyText, selectField, shareNatively } from '../../../services/share';

/** Share buttons: the browser's share sheet where it has one, and the clipboard. */
export const liveShareButtons = () =>
  shareButtonsMachine.provide({
    actors: {
      detect: fromPromise(async () => canShareNatively()),
      share: fromPromise(({ input }) => shareNatively(input)),
      copy: fromPromise(({ input }) => copyText(input.text)),
    },
    actions: {
      announce: (_, { text }) => announce(text, 'polite'),
      selectField: (_, { field }) => selectField(field),
    },
  });

export default liveShareButtons;
