import { setup } from 'xstate';

/** The cookie that remembers a dismissal (spec section 3): `store_notice{noticeId}` = `hidden`. */
export const storeNoticeCookieName = (noticeId: string): string => `store_notice${noticeId}`;
export const STORE_NOTICE_HIDDEN = 'hidden';

/**
 * The store-wide notice banner (spec section 4): shown until dismissed; dismissing hides it
 * and remembers the dismissal, so the server leaves it out of later pages.
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
  },
}).createMachine({
  id: 'storeNotice',
  context: ({ input }) => ({ noticeId: input.noticeId }),
  initial: 'visible',
  states: {
    visible: { on: { DISMISS: 'dismissed' } },
    dismissed: {
      type: 'final',
      entry: { type: 'rememberDismissal', params: ({ context }) => ({ noticeId: context.noticeId }) },
    },
  },
});
