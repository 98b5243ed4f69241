import { setup } from 'xstate';

/**
 * The store-wide notice banner: shown until dismissed; dismissing hides it
 * and remembers the dismissal, so the server leaves it out of later pages. Focus, which
 * was on its dismiss link, goes on to the main content.
 */
export const storeNoticeMachine = setup({
  types: {} as {
    context: { noticeId: string };
    input: { noticeId: string };
    events: { type: 'DISMISS' };
  },
  actions: {
    // Provided by the live wiring (src/live/storeNotice.ts): sets the store_notice{noticeId} cookie.
    rememberDismissal: (_, _params: { noticeId: string }) => {},
    // Provided by the live wiring (services/focus).
    focusMainContent: () => {},
  },
}).createMachine({
  id: 'storeNotice',
  context: ({ input }) => ({ noticeId: input.noticeId }),
  initial: 'visible',
  states: {
    visible: { on: { DISMISS: 'dismissed' } },
    dismissed: {
      type: 'final',
      entry: [
        { type: 'rememberDismissal', params: ({ context }) => ({ noticeId: context.noticeId }) },
        'focusMainContent',
      ],
    },
  },
});
