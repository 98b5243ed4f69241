import { fromCallback } from 'xstate';
import { noticesMachine } from '../../machines/notices';
import { announceFirstNotice, focusFirstNotice } from '../../services/focus';
import { onShowNotices } from '../../services/notices';
import { scrollToNotices } from '../../services/scroll';

/** The page's notices: fed by services/notices, focused and scrolled to. */
export const liveNotices = noticesMachine.provide({
  actions: {
    focusFirstNotice: () => focusFirstNotice(),
    announceFirstNotice: () => announceFirstNotice(),
    scrollToNotices: () => scrollToNotices(),
  },
  actors: {
    noticeFeed: fromCallback(({ sendBack }) =>
      onShowNotices((detail) => sendBack({ type: 'SHOW', notices: detail.notices, scroll: detail.scroll })),
    ),
  },
});
