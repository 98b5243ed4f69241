import { fromCallback } from 'xstate';
import { noticesMachine } from '../../../machines/notices';
import { announceNotice, firstNotice, focusFirstNotice } from '../../../services/focus';
import { onShowNotices } from '../../../services/notices';
import { scrollToNotices } from '../../../services/scroll';

// The notice on show when the page was shown (one notices island per page).
let withThePage: HTMLElement | null = null;

/** The page's notices: fed by services/notices, focused and scrolled to. */
export const liveNotices = () =>
  noticesMachine.provide({
    actions: {
      focusFirstNotice: () => focusFirstNotice(),
      rememberPageNotice: () => {
        withThePage = firstNotice();
      },
      announceFirstNotice: () => announceNotice(withThePage),
      scrollToNotices: () => scrollToNotices(),
    },
    actors: {
      noticeFeed: fromCallback(({ sendBack }) =>
        onShowNotices((detail) => sendBack({ type: 'SHOW', notices: detail.notices, scroll: detail.scroll })),
      ),
    },
  });

export default liveNotices;
