import { assign, type EventObject, fromCallback, fromPromise, setup } from 'xstate';
import type { PopupConfig, PopupFacts, PopupTriggers, PopupUser } from '../domain/popupConditions';
import { failingCondition } from '../domain/popupConditions';

export type PopupTriggerName = keyof PopupTriggers;
type Input = Pick<PopupConfig, 'triggers' | 'conditions'> & { popupId: string; user: PopupUser };
/** A trigger source, given its setting: it sends TRIGGERED once, or never when not configured. */
const neverFires = <T>() => fromCallback<EventObject, T | undefined>(() => {});
const popupId = ({ context }: { context: Input }) => ({ popupId: context.popupId });
const facts = ({ event }: { event: { output: PopupFacts } }) => event.output;

/**
 * A popup opens when any configured trigger fires and all its display conditions pass, decided
 * once per page view from the facts `readFacts` gathers (it counts the view); only then are the
 * triggers armed, and the first to fire stops them all.
 */
export const popupMachine = setup({
  types: {} as {
    context: Input & { facts: PopupFacts | null };
    input: Input;
    events: { type: 'TRIGGERED'; trigger: PopupTriggerName } | { type: 'CLOSE' } | { type: 'DONT_SHOW_AGAIN' };
  },
  actors: {
    // Counts this page view, then reads history, referrer and device.
    readFacts: fromPromise<PopupFacts, { popupId: string }>(() => new Promise(() => {})),
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
    dismissedBefore: (_, { history }: PopupFacts) => history.dismissedForever,
    conditionsPass: ({ context }, read: PopupFacts) => !failingCondition(context.conditions, read, context.user),
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
        input: popupId,
        onDone: [
          { guard: { type: 'dismissedBefore', params: facts }, target: 'dismissedForever' },
          { guard: { type: 'conditionsPass', params: facts }, target: 'armed', actions: assign({ facts }) },
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
      on: { TRIGGERED: { target: 'open', actions: { type: 'recordImpression', params: popupId } } },
    },
    open: {
      on: {
        CLOSE: 'closed',
        DONT_SHOW_AGAIN: { target: 'dismissedForever', actions: { type: 'rememberDismissedForever', params: popupId } },
      },
    },
    closed: { type: 'final' },
    suppressed: { type: 'final' },
    // 'Do not show again' is final, on this page view and every later one.
    dismissedForever: { type: 'final' },
  },
});
