import { assign, type EventObject, fromCallback, fromPromise, setup } from 'xstate';
import {
  failingCondition,
  type PopupConditions,
  type PopupFacts,
  type PopupTriggers,
  type PopupUser,
} from '../domain/popupConditions';

export type PopupTriggerName = keyof PopupTriggers;
/** A trigger source given its setting (undefined when not configured: it never fires). */
const neverFires = <T>() => fromCallback<EventObject, T | undefined>(() => {});
interface Input {
  popupId: string;
  triggers: PopupTriggers;
  conditions: PopupConditions;
  user: PopupUser;
}

/**
 * A popup (spec section 4): it opens when any configured trigger fires and all its
 * display conditions pass. The conditions are decided once per page view from the facts
 * `readFacts` gathers (it counts the view); only then are the triggers armed. The first
 * trigger to fire leaves `armed`, which stops every trigger. 'Do not show again' is final.
 */
export const popupMachine = setup({
  types: {} as {
    context: Input & { facts: PopupFacts | null };
    input: Input;
    events: { type: 'TRIGGERED'; trigger: PopupTriggerName } | { type: 'CLOSE' } | { type: 'DONT_SHOW_AGAIN' };
  },
  actors: {
    // Provided by the live wiring: counts this page view, then reads history, referrer, device.
    readFacts: fromPromise<PopupFacts, { popupId: string }>(() => new Promise(() => {})),
    // Provided by the live wiring (services/popupTriggers); each sends TRIGGERED once.
    delayTrigger: neverFires<number>(),
    scrollTrigger: neverFires<number>(),
    elementTrigger: neverFires<string>(),
    clickTrigger: neverFires<number>(),
    inactivityTrigger: neverFires<number>(),
    exitIntentTrigger: neverFires<boolean>(),
  },
  actions: {
    recordImpression: (_, _params: { popupId: string }) => {},
    rememberDismissedForever: (_, _params: { popupId: string }) => {},
  },
  guards: {
    dismissedBefore: (_, facts: PopupFacts) => facts.history.dismissedForever,
    conditionsPass: ({ context }, facts: PopupFacts) =>
      failingCondition(context.conditions, facts, context.user) === null,
  },
}).createMachine({
  id: 'popup',
  context: ({ input }) => ({ ...input, facts: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'readFacts',
        src: 'readFacts',
        input: ({ context }) => ({ popupId: context.popupId }),
        onDone: [
          { guard: { type: 'dismissedBefore', params: ({ event }) => event.output }, target: 'dismissedForever' },
          {
            guard: { type: 'conditionsPass', params: ({ event }) => event.output },
            target: 'armed',
            actions: assign({ facts: ({ event }) => event.output }),
          },
          { target: 'suppressed' },
        ],
        // Without storage no limit or 'do not show again' could hold: better not to show it.
        onError: 'suppressed',
      },
    },
    armed: {
      invoke: [
        { id: 'delay', src: 'delayTrigger', input: ({ context }) => context.triggers.delaySeconds },
        { id: 'scroll', src: 'scrollTrigger', input: ({ context }) => context.triggers.scrollPercent },
        { id: 'element', src: 'elementTrigger', input: ({ context }) => context.triggers.scrollToElement },
        { id: 'clicks', src: 'clickTrigger', input: ({ context }) => context.triggers.clicks },
        { id: 'inactivity', src: 'inactivityTrigger', input: ({ context }) => context.triggers.inactivitySeconds },
        { id: 'exitIntent', src: 'exitIntentTrigger', input: ({ context }) => context.triggers.exitIntent },
      ],
      on: {
        TRIGGERED: {
          target: 'open',
          actions: { type: 'recordImpression', params: ({ context }) => ({ popupId: context.popupId }) },
        },
      },
    },
    open: {
      on: {
        CLOSE: 'closed',
        DONT_SHOW_AGAIN: {
          target: 'dismissedForever',
          actions: { type: 'rememberDismissedForever', params: ({ context }) => ({ popupId: context.popupId }) },
        },
      },
    },
    closed: { type: 'final' },
    suppressed: { type: 'final' },
    dismissedForever: { type: 'final' },
  },
});
