import { type EventObject, fromCallback, fromPromise } from 'xstate';
import type { PopupTriggerName } from '../../machines/popup';
import { rememberDismissedForever, rememberImpression, visitPopupPage } from '../../services/popupStore';
import {
  afterDelay,
  onClicks,
  onElementInView,
  onExitIntent,
  onInactivity,
  onScrollPercent,
} from '../../services/popupTriggers';
import { type Machines, MachinesContext, pureMachines, useMachines } from '../../ui/machines-context';
import { Popup } from '../../ui/popup/Popup';
import type { PopupView } from '../../ui/popup/types';
import { withMachines } from './machines';
import { liveNewsletterSignup } from './newsletterSignup';
import { takeCountedFacts } from './popupGate';

/** A configured trigger source sends TRIGGERED once; an unconfigured one (undefined, false) is inert. */
function trigger<T>(name: PopupTriggerName, start: (setting: T, fire: () => void) => () => void) {
  return fromCallback<EventObject, T | undefined>(({ input, sendBack }) => {
    if (input === undefined || input === false) return;
    return start(input, () => sendBack({ type: 'TRIGGERED', trigger: name }));
  });
}

/**
 * The popup machine wired to its services. It lives here rather than in src/live/machines.ts so
 * that the trigger listeners, the view and the sign-up ship in the popup's own chunk: pages
 * without a popup, or where it cannot open on this view (./popupGate), load none of it.
 */
export function livePopupMachine(popup: Machines['popup']) {
  // When this page view was counted: the delay runs from then, however late this code came.
  let countedAt = Date.now();
  return popup.provide({
    actors: {
      // The page's gate (./popupGate) counted this view already when it fetched this code.
      readFacts: fromPromise(async ({ input }) => {
        const facts = takeCountedFacts(input.popupId) ?? visitPopupPage(input.popupId);
        countedAt = facts.now;
        return facts;
      }),
      delayTrigger: trigger<number>('delaySeconds', (seconds, fire) =>
        afterDelay(Math.max(0, seconds - (Date.now() - countedAt) / 1000), fire),
      ),
      scrollTrigger: trigger<number>('scrollPercent', onScrollPercent),
      elementTrigger: trigger<string>('scrollToElement', onElementInView),
      clickTrigger: trigger<number>('clicks', onClicks),
      inactivityTrigger: trigger<number>('inactivitySeconds', onInactivity),
      exitIntentTrigger: trigger<boolean>('exitIntent', (_, fire) => onExitIntent(fire)),
    },
    actions: {
      recordImpression: (_, { popupId }) => rememberImpression(popupId),
      rememberDismissedForever: (_, { popupId }) => rememberDismissedForever(popupId),
    },
  });
}

const livePopup = livePopupMachine(pureMachines.popup);

/** The island: the popup view with the live popup machine and, for its form, the live sign-up. */
export function PopupIsland(props: PopupView) {
  const machines = useMachines();
  return (
    <MachinesContext.Provider
      value={withMachines(machines, { popup: livePopup, newsletterSignup: liveNewsletterSignup })}
    >
      <Popup {...props} />
    </MachinesContext.Provider>
  );
}
