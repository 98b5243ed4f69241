import { storeNoticeMachine } from '../../../machines/storeNotice';
import { focusMainContent } from '../../../services/focus';
import { rememberStoreNoticeDismissed } from '../../../services/storeNoticeCookie';

/** The store-wide notice, its dismissal remembered in the store-notice cookie. */
export const liveStoreNotice = () =>
  storeNoticeMachine.provide({
    actions: {
      rememberDismissal: (_, params) => rememberStoreNoticeDismissed(params.noticeId),
      focusMainContent: () => focusMainContent(),
    },
  });

export default liveStoreNotice;
