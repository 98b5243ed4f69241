import { setup } from 'xstate';
import type { ElementRef } from '../domain/elementRef';

type Elements = { frame: ElementRef<HTMLIFrameElement> };

/**
 * A social embed (docs/decisions/0274): a placeholder that loads nothing from the other
 * site until the shopper presses it; then the frame takes its place and focus moves to it.
 */
export const socialEmbedMachine = setup({
  types: {} as { context: Elements; input: Elements; events: { type: 'LOAD' } },
  actions: {
    // Provided by the live wiring (services/focus): once the frame is on the page.
    focusFrame: (_, _params: { frame: ElementRef<HTMLIFrameElement> }) => {},
  },
}).createMachine({
  id: 'socialEmbed',
  context: ({ input }) => input,
  initial: 'placeholder',
  states: {
    placeholder: { on: { LOAD: 'loaded' } },
    loaded: {
      type: 'final',
      entry: { type: 'focusFrame', params: ({ context }) => ({ frame: context.frame }) },
    },
  },
});
