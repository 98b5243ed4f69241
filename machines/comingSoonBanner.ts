import { fromPromise, setup } from 'xstate';

/**
 * The 'coming soon' footer banner: visible until dismissed; dismissing
 * sends the dismiss request to the REST URL the banner carries, and the banner hides once
 * that request completes, whether it succeeded or failed. Focus, which was on its
 * dismiss button, then goes to the main content.
 */
export const comingSoonBannerMachine = setup({
  types: {} as {
    context: { restUrl: string };
    input: { restUrl: string };
    events: { type: 'DISMISS' };
  },
  actors: {
    // Provided by the live wiring: the REST call that stores the user meta.
    dismissRequest: fromPromise<unknown, { restUrl: string }>(() => new Promise(() => {})),
  },
  actions: {
    // Provided by the live wiring (services/focus).
    focusMainContent: () => {},
  },
}).createMachine({
  id: 'comingSoonBanner',
  context: ({ input }) => ({ restUrl: input.restUrl }),
  initial: 'visible',
  states: {
    visible: { on: { DISMISS: 'dismissing' } },
    // Still shown while the request runs; its button no longer answers.
    dismissing: {
      invoke: {
        id: 'dismiss',
        src: 'dismissRequest',
        input: ({ context }) => ({ restUrl: context.restUrl }),
        onDone: 'hidden',
        onError: 'hidden',
      },
    },
    hidden: { type: 'final', entry: 'focusMainContent' },
  },
});
