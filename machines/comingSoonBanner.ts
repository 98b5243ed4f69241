import { fromPromise, setup } from 'xstate';
import { restErrorMessage } from '../domain/rest';

/**
 * The 'coming soon' footer banner: visible until dismissed; dismissing
 * sends the dismiss request to the REST URL the banner carries, and the banner hides once
 * that request completes, whether it succeeded or failed. Focus, which was on its
 * dismiss button, then goes to the main content; a failure is also reported, since the
 * banner will be back on the next page.
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
    // Provided by the live wiring (services/focus, services/errorNotice).
    focusMainContent: () => {},
    reportFailure: (_, _message: string) => {},
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
        onError: {
          target: 'hidden',
          actions: {
            type: 'reportFailure',
            params: ({ event }) => `Hiding the banner could not be saved. ${restErrorMessage(event.error)}`,
          },
        },
      },
    },
    hidden: { type: 'final', entry: 'focusMainContent' },
  },
});
