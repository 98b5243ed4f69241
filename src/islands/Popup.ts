import type { IslandEntry } from '../island-entry';
import { popupCodeNeeded } from '../live/popupGate';

/**
 * Only where the shop configures a popup, and only on a page view where it can open: the view,
 * its triggers and its sign-up come when the page decides they are needed.
 */
const island: IslandEntry = {
  machines: ['popup', 'newsletterSignup'],
  whenNeeded: popupCodeNeeded,
  load: () => import('../live/popup').then((m) => m.PopupIsland),
};

export default island;
